/**
 * The content CLI's routes on the operator channel (modules/operator): export and import a tenant's content
 * document through the running server, which then drops its caches of that tenant.
 *   GET /api/operator/content/:slug  → 200 the document, 404 { message }
 *   PUT /api/operator/content/:slug  → 200 summary, 422 { message, errors: [{ path, message }] }, 404 { message }
 */
import {
  contentDocumentSchema,
  contentImportErrorSchema,
  contentImportSummarySchema,
  errorResponseSchema,
  apiPaths,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { exportContentDocument } from './export-document.ts';
import { importContentDocument } from './import-document.ts';

export const INVALID_DOCUMENT_MESSAGE = 'The content document has errors; nothing was changed';
const unknownTenant = (slug: string) => ({ message: `There is no tenant "${slug}"` });

const params = z.object({ slug: z.string().max(63) });
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export interface ContentOperatorDeps {
  db: Database;
  clock: Clock;
  /** Drops what the server caches of a tenant whose content changed. */
  forgetTenant(clientId: string): void;
}

export function contentOperatorRoutes({ db, clock, forgetTenant }: ContentOperatorDeps) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' as const, skipTenant: true };

    app.get(
      apiPaths.operatorContent,
      {
        config,
        schema: {
          tags: ['operator'],
          summary: "A tenant's content document (operator channel: loopback and X-Operator-Key only)",
          params,
          response: { 200: contentDocumentSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const document = await exportContentDocument(db, request.params.slug);
        if (!document) return reply.code(404).send(unknownTenant(request.params.slug));
        return document;
      },
    );

    app.put(
      apiPaths.operatorContent,
      {
        config,
        // A document carries its images in base64.
        bodyLimit: 64 * 1024 * 1024,
        schema: {
          tags: ['operator'],
          summary: "Replaces a tenant's content with a content document, whole or not at all",
          params,
          body: z.unknown(),
          response: { 200: contentImportSummarySchema, 422: contentImportErrorSchema, ...refusals },
        },
      },
      async (request, reply) => {
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
    );
  };
}
