import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import {
  consoleContent,
  publishPolicy,
  saveConsoleContent,
  type ConsoleContentDeps,
} from './console-content.service.ts';

const operator = { access: 'operator' as const };
/** A content document with its images (each up to 512 KiB, 200 of them) is larger than Fastify's default. */
const DOCUMENT_BODY_LIMIT = 32 * 1024 * 1024;

export function consoleContentRoutes(deps: ConsoleContentDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleContent, {
      config: operator,
      handler: async (request) => consoleContent(db, await consoleClient(request)),
    });
    addRoute(app, endpoints.saveConsoleContent, {
      config: operator,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      handler: async (request) =>
        saveConsoleContent(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          document: request.body.document,
          reason: request.body.reason,
        }),
    });
    addRoute(app, endpoints.publishPolicy, {
      config: operator,
      handler: async (request, reply) => {
        const page = await publishPolicy(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          type: request.params.type,
          ...request.body,
        });
        reply.code(201);
        return page;
      },
    });
  };
}
