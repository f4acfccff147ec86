/**
 * The theme fonts a page should preload: the Latin faces of the tenant's base font (400, 700) and header font
 * (500, 700) that the first screen uses. Preloaded with the page, they are there when the app first renders, so its
 * text is not laid out twice (with a fallback font, then again with the tenant's: a layout shift Lighthouse counts).
 *
 * The build names each face as @fontsource does: `<family>-latin-<weight>-normal-<hash>.woff2` under assets/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Theme } from '@portal/contracts';

const LATIN_FACE = /^([a-z0-9]+)-latin-(\d{3})-normal-[\w-]+\.woff2$/;
/** The faces' own stylesheet (the web app's src/styles/font-faces.css, linked by src/lib/font-faces.ts). */
const FONT_FACES = /^font-faces-[\w-]+\.css$/;

/** `family:weight` (family in lower case, no spaces) to the file's URL, for the Latin faces of a build. */
export type FontFiles = ReadonlyMap<string, string>;

/** A build's fonts: its Latin faces and the faces' stylesheet (null for a build without one). */
export interface BuildFonts {
  files: FontFiles;
  stylesheet: string | null;
}

/** Reads the build's assets folder once, at start. */
export function buildFonts(webDistDir: string): BuildFonts {
  const assets = path.join(webDistDir, 'assets');
  const files = new Map<string, string>();
  let stylesheet: string | null = null;
  if (!fs.existsSync(assets)) return { files, stylesheet };
  for (const name of fs.readdirSync(assets)) {
    const face = LATIN_FACE.exec(name);
    if (face) files.set(`${face[1]}:${face[2]}`, `/assets/${name}`);
    else if (FONT_FACES.test(name)) stylesheet = `/assets/${name}`;
  }
  return { files, stylesheet };
}

const familyKey = (family: string) => family.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The URLs to preload for a theme, without repeats; none for a family the build does not hold. */
export function fontPreloads(files: FontFiles, theme: Pick<Theme, 'baseFont' | 'headerFont'>): string[] {
  const faces = [
    [theme.baseFont, 400],
    [theme.baseFont, 700],
    [theme.headerFont, 700],
  ] as const;
  const urls = faces
    .map(([family, weight]) => files.get(`${familyKey(family)}:${weight}`))
    .filter((url) => url !== undefined);
  return [...new Set(urls)];
}

/**
 * Pages whose first screen is better without the fonts in their head: the signed-in home page's largest paint is a
 * picture and its text sits in boxes of fixed size, so the faces arriving later move nothing (CLS 0 measured), while
 * the faces (about 68 KB) beside the bundle took bandwidth from it (issue 37: LCP about 0.5 s later with their
 * preloads; 0.7 s with the faces declared in the main stylesheet, whose fonts a phone's network model starts at
 * once). The app links the faces' stylesheet once the cards are drawn (apps/web/src/lib/font-faces.ts).
 */
const FONTS_AFTER_THE_APP: ReadonlySet<string> = new Set(['/app/home/']);

/** The fonts the head of the page at `pagePath` names (web-page.ts's pagePathOf: one trailing slash). */
export function pageFontsFor(
  pagePath: string,
  fonts: BuildFonts,
  theme: Pick<Theme, 'baseFont' | 'headerFont'>,
): { stylesheet: string | null; preloads: string[] } {
  if (FONTS_AFTER_THE_APP.has(pagePath)) return { stylesheet: null, preloads: [] };
  return { stylesheet: fonts.stylesheet, preloads: fontPreloads(fonts.files, theme) };
}
