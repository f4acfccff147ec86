/** Magic links (issue 7; spec section 7: "Magic link | POST | password, by scheme and employee"). */
import {
  errorResponseSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  apiPaths,
} from '@portal/contracts';
import { principalOf } from '../../plugins/auth.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { sendMagicLink, type MagicLinkContext } from './magic-link.service.ts';

const params = z.object({ schemeId: z.uuid(), userId: z.uuid() });

export const magicLinkRoutes: FastifyPluginAsyncZod<{
  magicLinks: MagicLinkContext;
  perMinute: number;
}> = async (app, { magicLinks, perMinute }) => {
  app.post(
    apiPaths.magicLink,
    {
      // It checks a password and sends mail: the sign-in routes' per-address limit.
      config: { access: 'employer', blockedWhileMasquerading: true, rateLimit: signInRateLimit(perMinute) },
      schema: {
        tags: ['magic-link'],
        summary: "E-mails one of the employer's employees a single-use sign-in link (15 minutes)",
        description:
          "The body is the employer's own password; a wrong one counts towards the employer's sign-in lock " +
          '(422; 429 while locked). 202 { sent: true } never carries the link. Refused: platform ' +
          'administrators (403), another tenant’s person or a non-employee (404), an employee who has not ' +
          'activated (409), more than 10 requests an hour (429). Audited.',
        params,
        body: magicLinkRequestSchema,
        response: {
          202: magicLinkResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
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
  );
};
