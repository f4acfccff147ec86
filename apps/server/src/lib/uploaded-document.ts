/**
 * Documents people upload (a claim's receipt, a life event's evidence): what one really is, read from its first
 * bytes (its name and the browser's type are the sender's word), a PDF, a JPEG or a PNG, or nothing the portal
 * accepts; a name safe to keep; and the reading of a multipart form with its one file.
 */
import type { FastifyRequest } from 'fastify';

const SIGNATURES: { type: 'application/pdf' | 'image/jpeg' | 'image/png'; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function documentTypeOf(content: Buffer): string | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function safeFileName(name: string | undefined, type: string, fallback = 'document'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((character) => character.charCodeAt(0) >= 32 && character !== '\u007f' && character !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
  return cleaned || `${fallback}.${extension}`;
}

export interface DocumentUpload {
  fields: Record<string, string>;
  file: { fileName: string; content: Buffer; truncated: boolean } | null;
}

/** Reads a multipart form: its text fields and the one file named `fileField` (stopped at the route's limit). */
export async function readDocumentUpload(
  request: FastifyRequest,
  fileField: string,
): Promise<DocumentUpload> {
  const upload: DocumentUpload = { fields: {}, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch(() => Buffer.alloc(0));
      if (part.fieldname === fileField && !upload.file) {
        upload.file = { fileName: part.filename, content, truncated: part.file.truncated };
      }
    } else if (typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}
