import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { employeeInsights, employeeLogins } from './insights.service.ts';

const employer = { access: 'employer' as const, clientParam: 'clientId' };

export function insightsRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.employeeInsights, {
      config: employer,
      handler: (request) => employeeInsights(db, clock, principalOf(request).clientId),
    });
    addRoute(app, endpoints.employeeLogins, {
      config: employer,
      handler: (request) => employeeLogins(db, clock, principalOf(request).clientId, request.query),
    });
  };
}
