/**
 * Compresses answers on the fly (Brotli or gzip, by the request's Accept-Encoding) when they are text and at least
 * 1 KiB: below that the saving is a few hundred bytes and costs more CPU than it saves on the wire. The web app's
 * own files are compressed once at build time instead (static-web.ts serves those copies as they are).
 *
 * Brotli runs at quality 4 (@fastify/compress's default: about as fast as gzip, and smaller); request bodies are
 * never decompressed, so a small compressed upload cannot expand past the body limits.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Text, JSON, JavaScript, XML and SVG; never binary downloads (octet-stream, PDF, XLSX are compressed or not worth it). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|\/javascript(?:;|$)|[/+]xml(?:;|$)/;

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
