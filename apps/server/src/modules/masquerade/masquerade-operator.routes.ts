/**
 * The admin CLI's route on the operator channel (modules/operator: loopback and X-Operator-Key only):
 *   POST /api/operator/masquerade  → 200 { url, expiresAt }, 422 { message }
 */
import { errorResponseSchema, apiPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MasqueradeLinkDeps } from './masquerade-link.ts';
import {
  masqueradeForOperator,
  operatorMasqueradeAnswerSchema,
  operatorMasqueradeRequestSchema,
} from './masquerade-operator.ts';

export function masqueradeOperatorRoutes(deps: MasqueradeLinkDeps) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      apiPaths.operatorMasquerade,
      {
        config: { access: 'public', skipTenant: true },
        schema: {
          tags: ['operator'],
          summary: 'A masquerade link for the admin CLI (operator channel: loopback and X-Operator-Key only)',
          body: operatorMasqueradeRequestSchema,
          response: {
            200: operatorMasqueradeAnswerSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const outcome = await masqueradeForOperator(deps, request.body);
        if (!outcome.ok) return reply.code(422).send({ message: outcome.message });
        return { url: outcome.url, expiresAt: outcome.expiresAt };
      },
    );
  };
}
