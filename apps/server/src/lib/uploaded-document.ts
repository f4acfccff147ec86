/**
 * Documents people upload (a claim's receipt, a life event's evidence): what one really is, read from its first
 * bytes (its name and the browser's type are the sender's word), a PDF, a JPEG or a PNG, or nothing the portal
 * accepts; refused as well when its bytes also hold web page markup (a polyglot: a valid PDF or JPEG header
 * with HTML or SVG inside, which a browser runs when the file is opened as a page); kept under a name ending in
 * the type's own extension; and the reading of a multipart form with its one file.
 */
import type { FastifyRequest } from 'fastify';
import { fileNameFor } from './download.ts';

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: DocumentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function documentTypeOf(content: Buffer): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

export const DOCUMENT_MARKUP_MESSAGE =
  'The file also holds web page code (HTML or SVG), so it cannot be kept: save the document again as a plain PDF, JPEG or PNG and attach that';

/**
 * Markup a browser acts on, anywhere in the bytes: an element that runs or loads something (script, svg, iframe,
 * object, embed, a style or base or meta), a page's own tags, any tag with an event handler (`<x onload=`), or a
 * `javascript:` address. A receipt's compressed streams never spell these; a polyglot has to.
 */
const ACTIVE_MARKUP = new RegExp(
  [
    String.raw`<(?:script|svg|html|head|body|iframe|frame|frameset|object|embed|applet|meta|base|link|style|form|math|template)[\s/>]`,
    String.raw`<!doctype\s+html`,
    String.raw`<\?xml-stylesheet`,
    String.raw`<[a-z][\w:-]*\s[^<>]*?\bon[a-z]+\s*=`,
    String.raw`javascript:`,
  ].join('|'),
  'i',
);

/** Whether the bytes, read as a browser reads a page without a declared encoding, hold active markup. */
export function holdsMarkup(content: Buffer): boolean {
  return ACTIVE_MARKUP.test(content.toString('latin1'));
}

export type CheckedDocument =
  | { ok: true; contentType: DocumentType; fileName: string; content: Buffer }
  | { ok: false; reason: 'type' | 'markup' };

/** The document as the portal keeps it, or why it is refused: not a PDF, JPEG or PNG, or markup inside. */
export function checkedDocument(
  file: { fileName: string; content: Buffer },
  fallbackName: string,
): CheckedDocument {
  const contentType = documentTypeOf(file.content);
  if (!contentType) return { ok: false, reason: 'type' };
  if (holdsMarkup(file.content)) return { ok: false, reason: 'markup' };
  return {
    ok: true,
    contentType,
    fileName: fileNameFor(file.fileName, contentType, fallbackName),
    content: file.content,
  };
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
