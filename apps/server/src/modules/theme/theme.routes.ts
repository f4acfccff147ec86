import { themeLookupParamsSchema, themeSchema, apiPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantSlugFromHost } from '../../lib/host-label.ts';
import type { ThemeService } from './theme.service.ts';

// Short, shared caching: a theme edit shows within a minute; the answer depends on the Host header.
const CACHE_CONTROL = 'public, max-age=60';

export const themeRoutes: FastifyPluginAsyncZod<{ themes: ThemeService; defaultClient: string }> = async (
  app,
  { themes, defaultClient },
) => {
  app.get(
    apiPaths.theme,
    {
      config: { access: 'public' },
      schema: {
        tags: ['theme'],
        summary: "The theme of the host's tenant, or the default theme",
        response: { 200: themeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Host');
      return themes.themeFor(request.tenant?.slug ?? null);
    },
  );

  app.get(
    apiPaths.themeByDomain,
    {
      config: { access: 'public' },
      schema: {
        tags: ['theme'],
        summary: 'The theme of the tenant that a domain names (its first label), or the default theme',
        params: themeLookupParamsSchema,
        response: { 200: themeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return themes.themeFor(tenantSlugFromHost(request.params.domain, defaultClient));
    },
  );
};
