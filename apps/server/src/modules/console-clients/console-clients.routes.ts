import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { consoleClient } from '../console/index.ts';
import { presentClientSummary } from './console-clients.presenter.ts';
import { clientList, clientSummary } from './console-clients.repository.ts';

export const consoleClientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  addRoute(app, endpoints.consoleClientList, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { query } = request;
      const page = await pageOf(query, clientList(db, query), presentClientSummary);
      const status = query['filter[status]'];
      return { ...page, filters: status ? { status } : {} };
    },
  });

  addRoute(app, endpoints.consoleClient, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const summary = await clientSummary(db, (await consoleClient(request)).id);
      if (!summary) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return presentClientSummary(summary);
    },
  });
};
