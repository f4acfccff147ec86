import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { getAsset } from './assets.service.ts';

// A day in shared caches; the ETag makes revalidation cheap when a logo is replaced.
const CACHE_CONTROL = 'public, max-age=86400';
// Stored files are shown as images, never run: an SVG opened directly gets no script and no plugins.
const ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export const assetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  addRoute(app, endpoints.asset, {
    config: { access: 'public', skipTenant: true },
    handler: async (request, reply) => {
      const asset = await getAsset(db, request.params.clientSlug, request.params.name);
      if (!asset) return reply.code(404).send({ message: 'Not found' });
      const etag = `"${asset.sha256}"`;
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('content-security-policy', ASSET_CSP);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(asset.contentType).send(asset.bytes);
    },
  });
};
