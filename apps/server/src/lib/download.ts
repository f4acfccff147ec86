/**
 * Every file the API hands out goes through `sendDownload`: saved as an attachment (never shown in the tab),
 * never sniffed as another type, never kept by a cache, and named with the extension of the type it really is,
 * whatever name it came with (a receipt uploaded as `receipt.html` is served as `receipt.pdf`).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The extensions of each type the API serves; the first is the one given to a name that has none of them. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'text/csv': ['csv'],
  [XLSX_TYPE]: ['xlsx'],
  'application/zip': ['zip'],
};

/** The media types files are served as, for the API documentation. */
export const DOWNLOAD_TYPES = Object.keys(EXTENSIONS);

/** A file to send: its name, its type and its bytes (or a stream of them as they are written). */
export interface Download {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** A name without a path, control characters, quotes or trailing dots, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((character) => character.charCodeAt(0) >= 32 && character !== '\u007f' && character !== '"')
    .join('')
    .replace(/[\s.]+$/, '')
    .trim()
    .slice(0, 120);
}

/**
 * The name cleaned, ending in an extension of `contentType`: a name with another extension has it replaced,
 * one with none gets one, and an empty name becomes `fallback`. A type the API does not serve is a bug.
 */
export function fileNameFor(name: string | undefined, contentType: string, fallback = 'download'): string {
  const extensions = EXTENSIONS[mediaTypeOf(contentType)];
  if (!extensions) throw new Error(`No file extension is known for ${contentType}`);
  const cleaned = cleanFileName(name);
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1) : '';
  if (extensions.includes(extension.toLowerCase())) return cleaned;
  const stem = /^[A-Za-z0-9]{1,10}$/.test(extension) ? cleaned.slice(0, dot) : cleaned;
  return `${(stem || fallback).slice(0, 110)}.${extensions[0]}`;
}

/** `attachment` with the name; a name beyond plain ASCII also in full (RFC 6266, RFC 8187), for the clients that read it. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const full = ascii === fileName ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return `attachment; filename="${ascii}"${full}`;
}

/** Sends a file as a download: attachment, no sniffing, no caching, a name that matches its type. */
export function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(fileNameFor(file.fileName, file.contentType)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
