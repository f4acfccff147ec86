import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { databaseAnswers } from './health.repository.ts';

/** Liveness and readiness for load balancers; they never depend on the tenant. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  addRoute(app, endpoints.health, {
    config: { access: 'public', skipTenant: true },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  addRoute(app, endpoints.ready, {
    config: { access: 'public', skipTenant: true },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseAnswers(db)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' });
    },
  });
};
