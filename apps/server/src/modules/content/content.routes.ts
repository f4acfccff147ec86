import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { currentContentPage } from './content.service.ts';

const pages = [
  { endpoint: endpoints.termsConditions, type: 'terms' },
  { endpoint: endpoints.privacyPolicy, type: 'policy' },
  { endpoint: endpoints.cookiePolicy, type: 'cookie' },
] as const;

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const page of pages) {
    addRoute(app, page.endpoint, {
      config: { access: 'public' },
      handler: async (request, reply) => {
        const found = request.tenant ? await currentContentPage(db, request.tenant.id, page.type) : null;
        if (!found) return reply.code(404).send({ message: 'This page has not been published' });
        reply.header('cache-control', 'no-cache').header('vary', 'Host');
        return found;
      },
    });
  }
};
