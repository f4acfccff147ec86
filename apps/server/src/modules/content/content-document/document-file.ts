/**
 * Reading a content document file for the CLI. `npm run content -- export demo > demo.json` puts npm's own
 * banner ("> benefits-portal@0.0.0 content" and the command) above the JSON, so lines before the first line
 * that opens the JSON object are skipped when they are blank or start with ">".
 */
export type ParsedDocumentText = { ok: true; value: unknown } | { ok: false; message: string };

function withoutNpmBanner(text: string): string {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith('{'));
  if (start <= 0) return lines.join('\n');
  const banner = lines.slice(0, start);
  return banner.every((line) => line.trim() === '' || line.startsWith('>'))
    ? lines.slice(start).join('\n')
    : text;
}

export function parseDocumentText(text: string): ParsedDocumentText {
  try {
    return { ok: true, value: JSON.parse(withoutNpmBanner(text)) };
  } catch (error) {
    return { ok: false, message: `The file is not valid JSON: ${(error as Error).message}` };
  }
}

/** The document as the CLI writes it: two-space indentation and a final newline, so files diff well. */
export function formatDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
