/**
 * Serves the built web app from WEB_DIST_DIR, and decides what a path that no route answers gets:
 * unknown /api/* paths answer JSON 404, any other GET answers index.html (the web app shows its own
 * not-found screen). Without a build, the server runs as an API only.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// Vite puts content-hashed bundles under /assets/: safe to cache forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (filePath.endsWith('index.html')) reply.header('cache-control', 'no-cache');
  else if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
  else reply.header('cache-control', 'public, max-age=3600');
}

export const staticWebPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: 'index.html',
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    } else {
      app.log.warn({ webDistDir }, 'no web build found (index.html missing): serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed bundle is a real 404: answering HTML would break the page with a MIME error.
      if (hasWebApp && wantsPage && !isApiPath(request.url) && !request.url.startsWith('/assets/')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'static-web' },
);
