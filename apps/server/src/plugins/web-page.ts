/**
 * The web app's page (the built index.html) as each tenant's host gets it: its title, meta description and
 * theme-color from the tenant's theme, a link to its web app manifest, and the theme itself, which the app applies
 * before its first render (so a first visit paints the tenant's colours and fonts, never the defaults first).
 *
 * The CSP allows no inline script but the session boot (by its hash, session-boot.ts), so the theme travels as a
 * meta element's content, not as a script. The tenant's fonts are preloaded (web-fonts.ts), and so is the code of the
 * pages most often opened first (page-preloads.ts).
 */
import type { Theme } from '@portal/contracts';
import type { PagePreload } from './page-preloads.ts';
import type { ServerScreen } from './server-screen.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The meta element the web app reads its theme from (apps/web/src/lib/page-theme.ts). */
export const PAGE_THEME_META = 'portal-theme';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export function pageDescription(theme: Theme): string {
  return `${theme.benefitBrandName}: your employee benefits in one place. Sign in to see what you can choose, make your choices and see what they are worth.`;
}

export interface PageExtras {
  /** The tenant's font files the first screen uses (web-fonts.ts). */
  fontUrls?: readonly string[];
  /** The font faces' stylesheet, for a page whose first screen shows text before the app runs (web-fonts.ts). */
  fontStylesheet?: string | null;
  /** The session boot's source, inlined (session-boot.ts). */
  bootScript?: string | null;
  /** The page's lazily loaded code and styles (page-preloads.ts). */
  preload?: PagePreload;
  /** The first screen the server drew (server-screen.ts). */
  screen?: ServerScreen | null;
  /** The app's start once a drawn screen is painted, inlined (apps/web/public/app-start.js). */
  startScript?: string | null;
}

const MAIN_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * It paints a cached theme before the bundle, for Vite's dev page. A page the server sends carries the current
 * theme, which the app applies before its first render, and paints nothing before that but the page's background
 * (not themed): there it would only cost a request, revalidated on every load, that the bundle waits for (scripts
 * that wait for the page run in its order).
 */
const THEME_BOOT = /\s*<script (?:defer )?src="\/theme-boot\.js"><\/script>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the drawn first screen in its root, and the app's bundle started by the start script once that
 * has been painted rather than by the page: a module script runs as soon as it and the stylesheets are in, before
 * the first paint, and on a phone its download takes the bandwidth the first screen needs.
 */
function withScreen(
  page: string,
  screen: ServerScreen,
  startScript: string,
  routeScripts: readonly string[],
): string {
  const main = MAIN_SCRIPT.exec(page);
  if (!main || !page.includes(EMPTY_ROOT)) return page;
  // The route's code is fetched beside the bundle, so the whole screen is hydrated at once.
  const start = `<script data-src="${escapeHtml(main[1]!)}" data-preload="${escapeHtml(routeScripts.join(' '))}">`;
  return page
    .replace(main[0], () => `${start}${startScript}</script>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>`);
}

/**
 * The built page with one tenant's title, description, theme colour, manifest link, theme and font preloads, and
 * the session boot inline (the same for every visitor of a tenant and path: nothing personal is ever in the page).
 */
export function renderPage(
  template: string,
  theme: Theme,
  {
    fontUrls = [],
    fontStylesheet = null,
    bootScript = null,
    preload,
    screen: drawn = null,
    startScript = null,
  }: PageExtras = {},
): string {
  // A screen is drawn into a page only with the script that starts the app after it.
  const screen = startScript === null ? null : drawn;
  const brand = escapeHtml(theme.benefitBrandName);
  // A drawn screen carries its route's styles, and needs none of its code before the first paint.
  const headPreload = screen ? undefined : preload;
  const head = [
    // After the main bundle's script and stylesheet, which the template names first; crossorigin as the app's own.
    ...(headPreload?.scripts ?? []).map(
      (url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`,
    ),
    ...(headPreload?.styles ?? []).map(
      (url) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}" />`,
    ),
    ...(screen ? [`<style>${screen.style}</style>`] : []),
    ...(fontStylesheet ? [`<link rel="stylesheet" href="${escapeHtml(fontStylesheet)}" />`] : []),
    ...fontUrls.map(
      (url) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin />`,
    ),
    `<meta name="description" content="${escapeHtml(pageDescription(theme))}" />`,
    `<meta name="theme-color" content="${escapeHtml(theme.primaryColour)}" />`,
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<meta name="${PAGE_THEME_META}" content="${escapeHtml(JSON.stringify(theme))}" />`,
  ].join('\n    ');
  // A function, so that a `$` in the brand name is text, not a replacement pattern.
  const titled = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${brand}</title>`)
    .replace(THEME_BOOT, '');
  // Before </head>; a page without one (it is optional in HTML) gets them after its title.
  const headEnd = titled.indexOf('</head>');
  const titleEnd = titled.indexOf('</title>');
  const at = headEnd >= 0 ? headEnd : titleEnd >= 0 ? titleEnd + '</title>'.length : 0;
  const headed = `${titled.slice(0, at)}  ${head}\n  ${titled.slice(at)}`;
  const page = screen ? withScreen(headed, screen, startScript!, preload?.scripts ?? []) : headed;
  if (bootScript === null) return page;
  // Right after the title, before the stylesheet: a script after a pending stylesheet waits for it to load.
  const bootAt = titleEnd >= 0 ? titleEnd + '</title>'.length : 0;
  return `${page.slice(0, bootAt)}\n    <script>${bootScript}</script>${page.slice(bootAt)}`;
}

/** A page's path as the server's per-path choices name it: no query, one trailing slash. */
export function pagePathOf(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return `${pathname.replace(/\/+$/, '')}/`;
}
