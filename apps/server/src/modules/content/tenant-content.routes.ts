/**
 * The signed-in pages' content: home-page cards and banners, the welcome carousel and the FAQs. Any signed-in
 * user may read their tenant's (a platform administrator reads the host's tenant's): the principal's tenant,
 * which the auth plugin has matched to the host, never a tenant named in the request.
 */
import { endpoints } from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { carouselSlides, faqGroups, homePageBanners, homePageCards } from './tenant-content.service.ts';

export const tenantContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Content changes only by an operator's import; the browser asks again on each visit.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { access: 'authenticated' as const };

  addRoute(app, endpoints.homePageCards, {
    config,
    handler: async (request) => homePageCards(db, principalOf(request).tenant),
  });

  addRoute(app, endpoints.homePageBanner, {
    config,
    handler: async (request) => homePageBanners(db, principalOf(request).tenant),
  });

  addRoute(app, endpoints.carousel, {
    config,
    handler: async (request) => carouselSlides(db, principalOf(request).tenant),
  });

  addRoute(app, endpoints.faqs, {
    config,
    handler: async (request) => faqGroups(db, principalOf(request).tenant),
  });
};
