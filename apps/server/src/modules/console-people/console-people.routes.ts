import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import { changeEmployerPermissions } from './employer-permissions.ts';
import { presentAdministrator, presentEmployer } from './console-people.presenter.ts';
import { administrators, employers } from './console-people.repository.ts';

export const consolePeopleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  forgetUser(userId: string): void;
}> = async (app, { db, forgetUser }) => {
  addRoute(app, endpoints.consoleAdministrators, {
    config: { access: 'operator' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await administrators(db)).map(presentAdministrator) };
    },
  });

  addRoute(app, endpoints.consoleEmployers, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await consoleClient(request);
      return { data: (await employers(db, client.id)).map(presentEmployer) };
    },
  });

  addRoute(app, endpoints.consoleEmployerPermissions, {
    config: { access: 'operator' },
    handler: async (request) => {
      const client = await consoleClient(request);
      const { userId } = request.params;
      const person = await changeEmployerPermissions(db, consoleActor(request), client, userId, request.body);
      if (!person) throw new HttpError(404, NOT_FOUND_MESSAGE);
      forgetUser(person.id);
      return presentEmployer(person);
    },
  });
};
