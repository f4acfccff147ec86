/**
 * The first screens the server draws (issue 37): for the pages people open cold (the login page), the web build's
 * renderer (apps/web/src/server-screen/, built into dist/server) draws the app's first screen in the tenant's theme,
 * so the page paints before any script and the app hydrates what is there.
 *
 * The page carries the screen's styles in itself (the theme's variables and the route's own stylesheets, a few KB):
 * on a phone each stylesheet would be another round trip before the first paint. A screen is the same for every
 * visitor of a tenant and path (a first visit's: nothing personal), so each is drawn once and kept while the
 * tenant's theme and the day are the same. A build without the renderer, or a screen that
 * fails to draw, leaves the page as it was: the app draws it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Theme } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { cspHash } from './session-boot.ts';

/** Where the web build puts the renderer, relative to the build. Never served (static-web.ts). */
export const SERVER_SCREEN_DIR = 'server';
const RENDERER_FILE = 'render-first-screen.js';
/** The script that starts the app once a drawn screen is painted, inlined in the page (apps/web/public). */
export const APP_START_FILE = 'app-start.js';

/** The page paths the server draws (web-page.ts's pagePathOf): the login page. */
const DRAWN_PAGES: ReadonlySet<string> = new Set(['/']);

/** Bounds the cache: a screen per tenant theme and drawn page, so well above the tenants a process serves. */
const MAX_KEPT = 1000;

export interface ServerScreen {
  /** The markup of the app's root element. */
  html: string;
  /** The theme's CSS variables and the route's styles, for a `<style>` in the page's head. */
  style: string;
  /** For the CSP's style-src, e.g. `sha256-...`. */
  styleHash: string;
}

interface Renderer {
  renderFirstScreen(pagePath: string, theme: Theme): Promise<{ html: string; themeStyle: string }>;
}

export type ScreenSource = (pagePath: string, theme: Theme) => Promise<ServerScreen | null>;

/**
 * The drawn first screen of a page path for a tenant's theme, or null (not drawn, no renderer, or it failed).
 * `routeStyles` names the build's stylesheets a page's route loads (`/assets/x.css`, page-preloads.ts).
 */
export function serverScreens(
  webRoot: string,
  log: FastifyBaseLogger,
  routeStyles: (pagePath: string) => readonly string[],
): ScreenSource {
  const file = path.join(webRoot, SERVER_SCREEN_DIR, RENDERER_FILE);
  if (!fs.existsSync(file)) return async () => null;
  // The same for every tenant: read once per page path.
  const routeCss = new Map<string, string>();
  const routeCssOf = (pagePath: string) => {
    let css = routeCss.get(pagePath);
    if (css === undefined) {
      css = routeStyles(pagePath)
        .map((url) => fs.readFileSync(path.join(webRoot, url), 'utf8'))
        .join('\n');
      routeCss.set(pagePath, css);
    }
    return css;
  };
  let renderer: Promise<Renderer | null> | null = null;
  const kept = new Map<string, Promise<ServerScreen | null>>();

  // Loaded with the first drawn page, not at start (the cold start's budget).
  const loadRenderer = () =>
    (renderer ??= (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
      log.error({ err: error }, 'the first-screen renderer failed to load: pages are drawn by the app');
      return null;
    }));

  async function draw(pagePath: string, theme: Theme): Promise<ServerScreen | null> {
    const loaded = await loadRenderer();
    if (!loaded) return null;
    try {
      const { html, themeStyle } = await loaded.renderFirstScreen(pagePath, theme);
      const style = `${themeStyle}\n${routeCssOf(pagePath)}`;
      if (/<\/style/i.test(style)) throw new Error("the screen's styles would end their element");
      return { html, style, styleHash: cspHash(style) };
    } catch (error) {
      log.error({ err: error, pagePath }, 'a first screen failed to draw: the app draws it');
      return null;
    }
  }

  return (pagePath, theme) => {
    if (!DRAWN_PAGES.has(pagePath)) return Promise.resolve(null);
    // The day too: the screen shows the year (the footer's notice).
    const key = `${pagePath}\n${new Date().toISOString().slice(0, 10)}\n${JSON.stringify(theme)}`;
    let screen = kept.get(key);
    if (!screen) {
      if (kept.size >= MAX_KEPT) kept.clear();
      screen = draw(pagePath, theme);
      kept.set(key, screen);
    }
    return screen;
  };
}
