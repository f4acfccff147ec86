/** Masquerade (issue 7): the launcher's calls. Platform administrators only. */
import { endpoints } from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { MasqueradeLinkDeps } from './masquerade-link.ts';
import { findCandidates, launcher, startMasquerade } from './masquerade.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const masqueradeRoutes: FastifyPluginAsyncZod<{ links: MasqueradeLinkDeps }> = async (
  app,
  { links },
) => {
  addRoute(app, endpoints.masquerade, {
    config: { access: 'admin', clientParam: 'clientId' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startMasquerade(
        links,
        principalOf(request),
        request.params,
        request.body,
        requestOrigin(request),
      );
    },
  });

  addRoute(app, endpoints.masqueradeCandidates, {
    config: { access: 'admin' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findCandidates(links, principalOf(request), request.query);
    },
  });

  addRoute(app, endpoints.masqueradeLauncher, {
    config: { access: 'admin' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return launcher(links, principalOf(request));
    },
  });
};
