import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  contributionsOf,
  totalRewardCardOf,
  totalRewardOf,
  type StatementsDeps,
} from './statements.service.ts';

/** The employee's own statements; a platform administrator reads them by masquerading. */
const own = { access: 'authenticated' as const };

export function statementsRoutes(deps: StatementsDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.benefitGroupContributions, {
      config: own,
      handler: (request) => contributionsOf(deps, principalOf(request), request.params.id),
    });
    addRoute(app, endpoints.totalRewardCard, {
      config: own,
      handler: (request) => totalRewardCardOf(deps, principalOf(request)),
    });
    addRoute(app, endpoints.totalRewardPage, {
      config: own,
      handler: (request) => totalRewardOf(deps, principalOf(request)),
    });
  };
}
