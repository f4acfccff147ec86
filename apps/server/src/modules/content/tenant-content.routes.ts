/**
 * The signed-in pages' content: home-page cards and banners, the welcome carousel and the FAQs. Any signed-in
 * user may read their tenant's (a platform administrator reads the host's tenant's): the principal's tenant,
 * which the auth plugin has matched to the host, never a tenant named in the request.
 */
import {
  apiPaths,
  carouselResponseSchema,
  errorResponseSchema,
  faqsResponseSchema,
  homePageBannersResponseSchema,
  homePageCardsResponseSchema,
} from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { carouselSlides, faqGroups, homePageBanners, homePageCards } from './tenant-content.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const tenantContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Content changes only by an operator's import; the browser asks again on each visit.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { access: 'authenticated' as const };

  app.get(
    apiPaths.homePageCards,
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The home page's cards, in order",
        response: { 200: homePageCardsResponseSchema, ...errors },
      },
    },
    async (request) => homePageCards(db, principalOf(request).tenant),
  );

  app.get(
    apiPaths.homePageBanner,
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The home page's banners, in order",
        response: { 200: homePageBannersResponseSchema, ...errors },
      },
    },
    async (request) => homePageBanners(db, principalOf(request).tenant),
  );

  app.get(
    apiPaths.carousel,
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The welcome carousel shown at the first login',
        response: { 200: carouselResponseSchema, ...errors },
      },
    },
    async (request) => carouselSlides(db, principalOf(request).tenant),
  );

  app.get(
    apiPaths.faqs,
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'FAQ groups with their questions (answers are sanitised HTML)',
        response: { 200: faqsResponseSchema, ...errors },
      },
    },
    async (request) => faqGroups(db, principalOf(request).tenant),
  );
};
