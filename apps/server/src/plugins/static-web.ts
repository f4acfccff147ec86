/**
 * Serves the built web app from WEB_DIST_DIR, and decides what a path that no route answers gets:
 * unknown /api/* paths answer JSON 404, any other GET answers the app's page (the web app shows its own
 * not-found screen). Without a build, the server runs as an API only.
 *
 * Files go out as the build's Brotli or gzip copy when the request accepts one (Vary: Accept-Encoding on all of
 * them). The page is the built index.html with the host's tenant in its head (web-page.ts); beside it, each tenant's
 * web app manifest and the portal's robots.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Theme } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MANIFEST_PATH, pageDescription, pagePathOf, renderPage } from './web-page.ts';
import { buildFonts, pageFontsFor } from './web-fonts.ts';
import { webAppManifest } from './web-manifest.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';
import { readInlineScript, readSessionBoot, SESSION_BOOT_FILE } from './session-boot.ts';
import { PAGE_PRELOADS_FILE, pagePreloadFor, readPagePreloads } from './page-preloads.ts';
import { APP_START_FILE, SERVER_SCREEN_DIR, serverScreens } from './server-screen.ts';

/** Content-hashed files (Vite puts them under /assets/): a new build gives new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed fonts and images (the default logos, the favicon): rarely changed, so kept for 30 days. */
export const LONG_LIVED = 'public, max-age=2592000';
/** The page and theme-boot.js change with a deploy under the same name: always revalidated (ETag). */
export const REVALIDATE = 'no-cache';

/** The portal is private: no robot has anything to read on it. */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

const FONT_OR_IMAGE = /\.(woff2?|ttf|otf|svg|png|jpe?g|gif|webp|avif|ico)$/;

export interface StaticWebOptions {
  webDistDir: string;
  /** The theme of the tenant a host names (the default theme for a host that names none). */
  themeOfHost: (host: string) => Promise<Theme>;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The cache policy of a file of the build, by its path relative to the build (a .br or .gz copy as its original). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (FONT_OR_IMAGE.test(file)) return LONG_LIVED;
  return REVALIDATE;
}

export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDistDir, themeOfHost }) => {
    const root = path.resolve(webDistDir);
    const indexFile = path.join(root, 'index.html');
    const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    const fonts = buildFonts(root);
    const sessionBoot = template === null ? null : readSessionBoot(root);
    const pagePreloads = readPagePreloads(root);
    const bootHashes = sessionBoot ? [sessionBoot.hash] : [];
    const pagePolicy = contentSecurityPolicyHeader(bootHashes);
    const appStart = template === null ? null : readInlineScript(root, APP_START_FILE);
    // Without the script that starts the app after it, no screen is drawn.
    const screenFor =
      appStart === null
        ? async () => null
        : serverScreens(root, app.log, (pagePath) => pagePreloadFor(pagePreloads, pagePath).styles);

    app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(ROBOTS_TXT),
    );

    app.get(
      MANIFEST_PATH,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const theme = await themeOfHost(request.host);
        // Short and shared, like the theme it is made of; the answer depends on the Host header.
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'public, max-age=60')
          .header('vary', 'Host')
          .send(JSON.stringify(webAppManifest(theme, pageDescription(theme))));
      },
    );

    if (template === null) {
      app.log.warn({ webDistDir }, 'no web build found (index.html missing): serving the API only');
    } else {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // The page is rendered per tenant below, never sent as the bare file.
        index: false,
        // The session boot and the page preloads travel inside the page only; the server's renderer stays in it.
        allowedPath: (pathname) =>
          !['/index.html', `/${SESSION_BOOT_FILE}`, `/${APP_START_FILE}`, `/${PAGE_PRELOADS_FILE}`].includes(
            pathname,
          ) && !pathname.startsWith(`/${SERVER_SCREEN_DIR}/`),
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) =>
          reply.header('cache-control', cacheControlFor(path.relative(root, filePath))),
      });
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const theme = await themeOfHost(request.host);
      const pagePath = pagePathOf(request.url);
      const screen = await screenFor(pagePath, theme);
      const pageFonts = pageFontsFor(pagePath, fonts, theme);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header(
          'content-security-policy',
          screen
            ? contentSecurityPolicyHeader([...bootHashes, appStart!.hash], [screen.styleHash])
            : pagePolicy,
        )
        .send(
          renderPage(template!, theme, {
            fontUrls: pageFonts.preloads,
            fontStylesheet: pageFonts.stylesheet,
            bootScript: sessionBoot?.source ?? null,
            preload: pagePreloadFor(pagePreloads, pagePath),
            screen,
            startScript: appStart?.source ?? null,
          }),
        );
    }

    if (template !== null) app.get('/', { config: { access: 'public' }, schema: { hide: true } }, sendPage);

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed bundle is a real 404: answering HTML would break the page with a MIME error.
      if (template !== null && wantsPage && !isApiPath(request.url) && !request.url.startsWith('/assets/')) {
        return sendPage(request, reply);
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'static-web' },
);
