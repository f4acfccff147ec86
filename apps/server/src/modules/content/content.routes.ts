import { apiPaths, contentPageSchema, errorResponseSchema, type ContentType } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentContentPage } from './content.service.ts';

const pages: ReadonlyArray<{ path: string; type: ContentType; summary: string }> = [
  { path: apiPaths.termsConditions, type: 'terms', summary: "The tenant's current terms and conditions" },
  { path: apiPaths.privacyPolicy, type: 'policy', summary: "The tenant's current privacy statement" },
  { path: apiPaths.cookiePolicy, type: 'cookie', summary: "The tenant's current cookie policy" },
];

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const page of pages) {
    app.get(
      page.path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['content'],
          summary: page.summary,
          response: { 200: contentPageSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const found = request.tenant ? await currentContentPage(db, request.tenant.id, page.type) : null;
        if (!found) return reply.code(404).send({ message: 'This page has not been published' });
        reply.header('cache-control', 'no-cache').header('vary', 'Host');
        return found;
      },
    );
  }
};
