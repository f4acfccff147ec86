import { endpoints, type Theme } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addRoute } from '../../lib/endpoint-route.ts';
import { tenantSlugFromHost } from '../../lib/host-label.ts';
import { themeAnswers } from './theme-answers.ts';
import type { ThemeService } from './theme.service.ts';

// Short, shared caching: a theme edit shows within a minute; the answer depends on the Host header.
const CACHE_CONTROL = 'public, max-age=60';
/** What Fastify would set for a JSON answer: a string sent with it goes out as it is. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const themeRoutes: FastifyPluginAsyncZod<{ themes: ThemeService; defaultClient: string }> = async (
  app,
  { themes, defaultClient },
) => {
  const answers = themeAnswers();
  /** The kept answer, or 304 to a request that already holds it. */
  function answer(request: FastifyRequest, reply: FastifyReply, theme: Theme) {
    // Serialised by the route's own response serialiser (JSON text), so the kept answer is the one it would send.
    const { json, etag } = answers(theme, (value) => reply.serialize(value) as string);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(JSON_CONTENT_TYPE).send(json);
  }

  addRoute(app, endpoints.theme, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Host');
      return answer(request, reply, await themes.themeFor(request.tenant?.slug ?? null));
    },
  });

  addRoute(app, endpoints.themeByDomain, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return answer(
        request,
        reply,
        await themes.themeFor(tenantSlugFromHost(request.params.domain, defaultClient)),
      );
    },
  });
};
