import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addRoute } from '../../lib/endpoint-route.ts';
import { tenantSlugFromHost } from '../../lib/host-label.ts';
import type { ThemeService } from './theme.service.ts';

// Short, shared caching: a theme edit shows within a minute; the answer depends on the Host header.
const CACHE_CONTROL = 'public, max-age=60';

export const themeRoutes: FastifyPluginAsyncZod<{ themes: ThemeService; defaultClient: string }> = async (
  app,
  { themes, defaultClient },
) => {
  addRoute(app, endpoints.theme, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Host');
      return themes.themeFor(request.tenant?.slug ?? null);
    },
  });

  addRoute(app, endpoints.themeByDomain, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return themes.themeFor(tenantSlugFromHost(request.params.domain, defaultClient));
    },
  });
};
