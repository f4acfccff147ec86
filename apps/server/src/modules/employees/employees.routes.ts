import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { findEmployees, registrationSummary } from './employees.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const employeesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  addRoute(app, endpoints.registrationSummary, {
    config: { access: 'employer', clientParam: 'clientId' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationSummary(db, principalOf(request));
    },
  });

  addRoute(app, endpoints.employeeSearch, {
    config: { access: 'employer', clientParam: 'clientId' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findEmployees(db, principalOf(request), request.query);
    },
  });
};
