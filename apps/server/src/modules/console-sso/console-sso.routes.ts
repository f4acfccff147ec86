import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import {
  addOidcProvider,
  addSamlIdentityProvider,
  consoleSso,
  refreshMetadata,
  removeProvider,
  rolloverCertificate,
  setMfaTrust,
  type ConsoleSsoDeps,
} from './console-sso.service.ts';

const operator = { access: 'operator' as const };

export function consoleSsoRoutes(deps: ConsoleSsoDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleSso, {
      config: operator,
      handler: async (request) => consoleSso(deps, await consoleClient(request)),
    });
    addRoute(app, endpoints.addConsoleOidcProvider, {
      config: operator,
      handler: async (request, reply) => {
        const added = await addOidcProvider(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.body,
        );
        return reply.code(201).send(added);
      },
    });
    addRoute(app, endpoints.addConsoleSamlProvider, {
      config: operator,
      handler: async (request, reply) => {
        const client = await consoleClient(request);
        const added = await addSamlIdentityProvider(deps, consoleActor(request), client, request.body);
        return reply.code(201).send(added);
      },
    });
    addRoute(app, endpoints.setConsoleSsoMfaTrust, {
      config: operator,
      handler: async (request) =>
        setMfaTrust(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.provider,
          request.body.trusted,
        ),
    });
    addRoute(app, endpoints.refreshConsoleSamlMetadata, {
      config: operator,
      handler: async (request) =>
        refreshMetadata(deps, consoleActor(request), await consoleClient(request), request.params.provider),
    });
    addRoute(app, endpoints.rolloverConsoleSamlCertificate, {
      config: operator,
      handler: async (request) =>
        rolloverCertificate(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.provider,
          request.body.step,
        ),
    });
    addRoute(app, endpoints.removeConsoleSsoProvider, {
      config: operator,
      handler: async (request) =>
        removeProvider(
          deps,
          consoleActor(request),
          await consoleClient(request),
          request.params.provider,
          request.body.reason,
        ),
    });
  };
}
