import {
  employeeSearchQuerySchema,
  employeeSearchResponseSchema,
  errorResponseSchema,
  registrationSummarySchema,
  apiPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { principalOf } from '../../plugins/auth.ts';
import { findEmployees, registrationSummary } from './employees.service.ts';

export const employeesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.registrationSummary,
    {
      config: { access: 'employer', clientParam: 'clientId' },
      schema: {
        tags: ['employees'],
        summary: "The tenant's employee registration figure (employer dashboard)",
        description: 'A client other than the signed-in tenant answers 404.',
        params: z.object({ clientId: z.string().max(64) }),
        response: {
          200: registrationSummarySchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationSummary(db, principalOf(request));
    },
  );

  app.get(
    apiPaths.employeeSearch,
    {
      config: { access: 'employer', clientParam: 'clientId' },
      schema: {
        tags: ['employees'],
        summary: "The tenant's employees whose name or e-mail contains the search",
        description: 'By surname, at most `limit`. A client other than the signed-in tenant answers 404.',
        params: z.object({ clientId: z.string().max(64) }),
        querystring: employeeSearchQuerySchema,
        response: {
          200: employeeSearchResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findEmployees(db, principalOf(request), request.query);
    },
  );
};
