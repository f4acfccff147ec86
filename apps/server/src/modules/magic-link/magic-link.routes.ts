/** Magic links (issue 7; spec section 7: "Magic link | POST | password, by scheme and employee"). */
import { endpoints } from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { sendMagicLink, type MagicLinkContext } from './magic-link.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const magicLinkRoutes: FastifyPluginAsyncZod<{
  magicLinks: MagicLinkContext;
  perMinute: number;
}> = async (app, { magicLinks, perMinute }) => {
  addRoute(app, endpoints.magicLink, {
    // It checks a password and sends mail: the sign-in routes' per-address limit.
    config: { access: 'employer', blockedWhileMasquerading: true, rateLimit: signInRateLimit(perMinute) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await sendMagicLink(
        magicLinks,
        principalOf(request),
        request.params,
        request.body,
        requestOrigin(request),
      );
      return reply.code(202).send({ sent: true as const });
    },
  });
};
