/**
 * What a receipt really is, read from its first bytes (its name and the browser's type are the sender's word):
 * a PDF, a JPEG or a PNG, or nothing the portal accepts.
 */
const SIGNATURES: { type: 'application/pdf' | 'image/jpeg' | 'image/png'; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function receiptTypeOf(content: Buffer): string | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function safeFileName(name: string | undefined, type: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((character) => character.charCodeAt(0) >= 32 && character !== '\u007f' && character !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
  return cleaned || `receipt.${extension}`;
}
