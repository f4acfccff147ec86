/**
 * A Vite build plugin: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
 * At maximum quality, since this runs once per build; a copy that would not be smaller is not written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files; fonts and raster images are compressed already. index.html is rendered per tenant by the server. */
const TEXT_FILE = /\.(js|mjs|css|svg|json|txt|webmanifest|xml)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

export async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Compresses the text files of the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) if (TEXT_FILE.test(file)) work.push(precompressFile(file));
      await Promise.all(work);
    },
  };
}
