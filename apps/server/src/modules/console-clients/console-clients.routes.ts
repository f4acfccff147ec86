import { endpoints, SUBDOMAIN_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import type { TenantDirectory } from '../tenants/index.ts';
import type { AccountDeps } from '../account/index.ts';
import { setClientArchived } from './client-archive.ts';
import { createClient } from './client-create.ts';
import { readSettings, updateSettings } from './client-settings.ts';
import { presentClientSummary } from './console-clients.presenter.ts';
import { clientList, clientSummary } from './console-clients.repository.ts';

export interface ConsoleClientsDeps {
  db: Database;
  tenants: TenantDirectory;
  accounts: AccountDeps;
  /** Tell every process a client's row and theme changed. */
  changed(slug: string): void;
}

const FIELD_MESSAGE = 'Please check the highlighted fields.';

export const consoleClientsRoutes: FastifyPluginAsyncZod<ConsoleClientsDeps> = async (app, deps) => {
  const { db, tenants } = deps;
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

  addRoute(app, endpoints.consoleClientCreate, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const outcome = await createClient(deps.accounts, consoleActor(request), request.body);
      if (!outcome.ok) {
        const status = outcome.errors.slug === SUBDOMAIN_MESSAGES.taken ? 409 : 400;
        return reply.code(status).send({ message: FIELD_MESSAGE, errors: outcome.errors });
      }
      return reply.code(201).send(await summaryOf(outcome.clientId));
    },
  });

  addRoute(app, endpoints.consoleClientSettings, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSettings(db, await consoleClient(request));
    },
  });

  addRoute(app, endpoints.consoleClientSettingsUpdate, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const client = await consoleClient(request);
      const outcome = await updateSettings(deps, consoleActor(request), client, request.body);
      if (!outcome.ok) return reply.code(400).send({ message: FIELD_MESSAGE, errors: outcome.errors });
      return outcome.settings;
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
