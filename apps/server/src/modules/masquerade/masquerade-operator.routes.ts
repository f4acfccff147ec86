/**
 * The admin CLI's route on the operator channel (modules/operator: loopback and X-Operator-Key only):
 *   POST /api/operator/masquerade  → 200 { url, expiresAt }, 422 { message }
 */
import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { MasqueradeLinkDeps } from './masquerade-link.ts';
import { masqueradeForOperator } from './masquerade-operator.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export function masqueradeOperatorRoutes(deps: MasqueradeLinkDeps) {
  return async (app: FastifyInstance) => {
    addRoute(app, endpoints.operatorMasquerade, {
      config: { access: 'public', skipTenant: true },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const outcome = await masqueradeForOperator(deps, request.body);
        if (!outcome.ok) return reply.code(422).send({ message: outcome.message });
        return { url: outcome.url, expiresAt: outcome.expiresAt };
      },
    });
  };
}
