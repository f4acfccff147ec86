/**
 * A Vite build plugin: for the pages people most often open first whose largest paint waits for their route's code
 * (the signed-in home page, from a bookmark or an e-mail's link), writes `page-preloads.json`, the lazily loaded
 * code and styles each page needs, so the server can name them in the page's head (web-page.ts). The browser then
 * fetches them beside the main bundle, instead of a round trip later, once the main bundle has run and the router
 * has asked for the page (issue 37).
 *
 * A page is named by its path (one trailing slash, as the server's pagePathOf) and the modules its route loads
 * lazily; the build fails when a named module is no longer a lazily loaded chunk, so the table cannot go stale.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { reachable } from './reachable.ts';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** What the server reads: per page path, the hashed files to preload (relative to the build, like `assets/x.js`). */
export type PagePreloads = Record<string, { scripts: string[]; styles: string[] }>;

type OutputBundle = Rollup.OutputBundle;
type Chunk = Rollup.OutputChunk;

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** A chunk and the chunks it imports statically, transitively; the entry's own (already in the page) left out. */
function staticClosure(start: Chunk, byName: Map<string, Chunk>): Chunk[] {
  const notEntry = (chunk: Chunk | undefined): chunk is Chunk => chunk !== undefined && !chunk.isEntry;
  return reachable([start].filter(notEntry), (chunk) =>
    chunk.imports.map((name) => byName.get(name)).filter(notEntry),
  );
}

export function pagePreloadsOf(
  bundle: OutputBundle,
  root: string,
  pages: Readonly<Record<string, readonly string[]>>,
): PagePreloads {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const result: PagePreloads = {};
  for (const [pagePath, modules] of Object.entries(pages)) {
    const files = new Map<string, Chunk>();
    for (const module of modules) {
      const id = path.resolve(root, module);
      // Its own chunk, or the page's chunk group that holds it (page-chunk.ts).
      const chunk =
        chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === id) ??
        chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`page-preloads: ${module} (for ${pagePath}) is not lazily loaded`);
      for (const part of staticClosure(chunk, byName)) files.set(part.fileName, part);
    }
    const parts = [...files.values()];
    result[pagePath] = {
      scripts: parts.map((part) => part.fileName),
      styles: [...new Set(parts.flatMap((part) => [...(part.viteMetadata?.importedCss ?? [])]))],
    };
  }
  return result;
}

export function pagePreloads(pages: Readonly<Record<string, readonly string[]>>): Plugin {
  let root = '';
  return {
    name: 'portal:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify(pagePreloadsOf(bundle, root, pages)),
      });
    },
  };
}
