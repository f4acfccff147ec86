/**
 * The web build's page preloads (apps/web/build/page-preloads.ts): for the pages people most often open first, the
 * lazily loaded code and styles their route needs, named in the page's head so the browser fetches them beside the
 * main bundle rather than after it has run (issue 37, the login and home pages' largest paint).
 */
import fs from 'node:fs';
import path from 'node:path';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreload {
  /** Absolute URLs of the build's hashed scripts (`/assets/x.js`), preloaded as modules. */
  scripts: string[];
  /** Absolute URLs of its hashed stylesheets, preloaded as styles (the app adds them as stylesheets). */
  styles: string[];
}

const NONE: PagePreload = { scripts: [], styles: [] };

const isBuildFileList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(file));

/** Per page path (web-page.ts's pagePathOf); empty for a build without the file. */
export function readPagePreloads(webRoot: string): ReadonlyMap<string, PagePreload> {
  const file = path.join(webRoot, PAGE_PRELOADS_FILE);
  const pages = new Map<string, PagePreload>();
  if (!fs.existsSync(file)) return pages;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { scripts?: unknown; styles?: unknown }
  >;
  for (const [pagePath, { scripts, styles }] of Object.entries(parsed)) {
    if (!isBuildFileList(scripts) || !isBuildFileList(styles)) {
      throw new Error(`${PAGE_PRELOADS_FILE}: the files of ${pagePath} are not the build's assets`);
    }
    pages.set(pagePath, {
      scripts: scripts.map((name) => `/${name}`),
      styles: styles.map((name) => `/${name}`),
    });
  }
  return pages;
}

export const pagePreloadFor = (pages: ReadonlyMap<string, PagePreload>, pagePath: string) =>
  pages.get(pagePath) ?? NONE;
