import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import type { TenantDirectory } from '../tenants/index.ts';
import { setClientArchived } from './client-archive.ts';
import { presentClientSummary } from './console-clients.presenter.ts';
import { clientList, clientSummary } from './console-clients.repository.ts';

export const consoleClientsRoutes: FastifyPluginAsyncZod<{ db: Database; tenants: TenantDirectory }> = async (
  app,
  { db, tenants },
) => {
  const summaryOf = async (id: string) => {
    const summary = await clientSummary(db, id);
    if (!summary) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return presentClientSummary(summary);
  };

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
      return summaryOf((await consoleClient(request)).id);
    },
  });

  addRoute(app, endpoints.consoleClientArchive, {
    config: { access: 'operator' },
    handler: async (request) => {
      const client = await consoleClient(request);
      await setClientArchived({ db, tenants }, consoleActor(request), client, request.body);
      return summaryOf(client.id);
    },
  });
};
