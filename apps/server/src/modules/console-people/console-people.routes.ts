import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE, principalOf } from '../../plugins/auth.ts';
import type { AccountDeps } from '../account/index.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import { candidatesOf, type MasqueradeLinkDeps } from '../masquerade/index.ts';
import { removeAdministrator } from './administrator-removal.ts';
import { consoleMasquerade, startConsoleMasquerade } from './console-masquerade.ts';
import { changeEmployerPermissions } from './employer-permissions.ts';
import { presentAdministrator, presentEmployer } from './console-people.presenter.ts';
import { administrators, employers } from './console-people.repository.ts';
import { inviteAdministrator, inviteEmployer } from './person-invite.ts';

export interface ConsolePeopleDeps {
  db: Database;
  accounts: AccountDeps;
  links: MasqueradeLinkDeps;
  /** Tell every process to forget a person whose permissions or account changed. */
  forgetUser(userId: string): void;
  /** Tell every process to forget a session that ended (a removed administrator's). */
  forgetSession(sessionId: string): Promise<void>;
}

const FIELD_MESSAGE = 'Please check the highlighted fields.';

export const consolePeopleRoutes: FastifyPluginAsyncZod<ConsolePeopleDeps> = async (app, deps) => {
  const { db, accounts, links, forgetUser, forgetSession } = deps;

  addRoute(app, endpoints.consoleAdministrators, {
    config: { access: 'operator' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await administrators(db)).map(presentAdministrator) };
    },
  });

  addRoute(app, endpoints.consoleAdministratorInvite, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      // On the platform host the request's site is the platform's own record: the activation link's host.
      const site = principalOf(request).tenant;
      const outcome = await inviteAdministrator(accounts, consoleActor(request), site, request.body);
      if (!outcome.ok) return reply.code(409).send({ message: FIELD_MESSAGE, errors: outcome.errors });
      return reply.code(201).send(presentAdministrator(outcome.person));
    },
  });

  addRoute(app, endpoints.consoleAdministratorRemove, {
    config: { access: 'operator' },
    handler: async (request) => {
      const { userId } = request.params;
      const outcome = await removeAdministrator(db, consoleActor(request), userId, request.body.reason);
      if (!outcome.ok && outcome.reason === 'unknown') throw new HttpError(404, NOT_FOUND_MESSAGE);
      if (!outcome.ok) throw new HttpError(409, outcome.message);
      forgetUser(outcome.person.id);
      await Promise.all(outcome.endedSessionIds.map(forgetSession));
      return presentAdministrator(outcome.person);
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

  addRoute(app, endpoints.consoleEmployerInvite, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const client = await consoleClient(request);
      const outcome = await inviteEmployer(accounts, consoleActor(request), client, request.body);
      if (!outcome.ok) return reply.code(409).send({ message: FIELD_MESSAGE, errors: outcome.errors });
      return reply.code(201).send(presentEmployer(outcome.person));
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

  addRoute(app, endpoints.consoleMasquerade, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleMasquerade(links, await consoleClient(request));
    },
  });

  addRoute(app, endpoints.consoleMasqueradeCandidates, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return candidatesOf(db, (await consoleClient(request)).id, request.query);
    },
  });

  addRoute(app, endpoints.consoleMasqueradeLink, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await consoleClient(request);
      const { userId } = request.params;
      return startConsoleMasquerade(links, consoleActor(request), client, userId, request.body);
    },
  });
};
