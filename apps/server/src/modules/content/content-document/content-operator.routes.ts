/**
 * The content CLI's routes on the operator channel (modules/operator): export and import a tenant's content
 * document through the running server, which then drops its caches of that tenant.
 *   GET /api/operator/content/:slug  → 200 the document, 404 { message }
 *   PUT /api/operator/content/:slug  → 200 summary, 422 { message, errors: [{ path, message }] }, 404 { message }
 */
import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { addRoute } from '../../../lib/endpoint-route.ts';
import { exportContentDocument } from './export-document.ts';
import { importContentDocument } from './import-document.ts';

export const INVALID_DOCUMENT_MESSAGE = 'The content document has errors; nothing was changed';
const unknownTenant = (slug: string) => ({ message: `There is no tenant "${slug}"` });

export interface ContentOperatorDeps {
  db: Database;
  clock: Clock;
  /** Drops what the server caches of a tenant whose content changed. */
  forgetTenant(clientId: string): void;
}

export function contentOperatorRoutes({ db, clock, forgetTenant }: ContentOperatorDeps) {
  return async (app: FastifyInstance) => {
    const config = { access: 'public' as const, skipTenant: true };

    addRoute(app, endpoints.operatorContent, {
      config,
      handler: async (request, reply) => {
        const document = await exportContentDocument(db, request.params.slug);
        if (!document) return reply.code(404).send(unknownTenant(request.params.slug));
        return document;
      },
    });

    addRoute(app, endpoints.replaceOperatorContent, {
      config,
      // A document carries its images in base64.
      bodyLimit: 64 * 1024 * 1024,
      handler: async (request, reply) => {
        const result = await importContentDocument(db, {
          slug: request.params.slug,
          document: request.body,
          clock,
        });
        if (result.status === 'unknown-tenant')
          return reply.code(404).send(unknownTenant(request.params.slug));
        if (result.status === 'invalid') {
          return reply.code(422).send({ message: INVALID_DOCUMENT_MESSAGE, errors: result.issues });
        }
        forgetTenant(result.clientId);
        return result.summary;
      },
    });
  };
}
