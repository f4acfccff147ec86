import { healthSchema, readySchema, apiPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { databaseAnswers } from './health.repository.ts';

/** Liveness and readiness for load balancers; they never depend on the tenant. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.health,
    {
      config: { access: 'public', skipTenant: true },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    apiPaths.ready,
    {
      config: { access: 'public', skipTenant: true },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await databaseAnswers(db)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
