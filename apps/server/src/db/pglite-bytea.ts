/**
 * bytea to and from the embedded database through Buffer's native hex codec. PGlite's own codec goes a byte at
 * a time: it serialises through an array of a million two-character strings per megabyte and parses with a
 * million `parseInt` calls, so writing a large report's 1 MB chunks left hundreds of megabytes of garbage
 * behind and the server's memory grew by 400 MB (issue 20's budget is 300 MB). The wire format is the same
 * (`\x` and hex), so nothing stored changes.
 */
import { types, type ParserOptions, type SerializerOptions } from '@electric-sql/pglite';

function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** Answers a Buffer, which is a Uint8Array as PGlite's parser answers. */
function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

export const byteaSerializers: SerializerOptions = { [types.BYTEA]: serializeBytea };
export const byteaParsers: ParserOptions = { [types.BYTEA]: parseBytea };
