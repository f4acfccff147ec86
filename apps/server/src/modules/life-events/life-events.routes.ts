import multipart from '@fastify/multipart';
import { endpoints, RECEIPT_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer/index.ts';
import { sendDownload } from '../../lib/download.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { readDocumentUpload } from '../../lib/uploaded-document.ts';
import { principalOf } from '../../plugins/auth.ts';
import { availableTypes, myLifeEvents, reportLifeEvent, type LifeEventDeps } from './life-events.service.ts';
import { lifeEventEvidence, tenantLifeEvents, voidLifeEvent } from './tenant-life-events.service.ts';

/** The employee's own events; a platform administrator acts on them by masquerading. */
const own = { access: 'authenticated' as const };
const employer = { access: 'employer' as const, clientParam: 'clientId' };

export function lifeEventsRoutes(deps: LifeEventDeps & { mailer: Mailer }) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_024, parts: 6 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.lifeEventTypes, {
      config: own,
      handler: (request) => availableTypes(deps, principalOf(request)),
    });
    addRoute(app, endpoints.lifeEvents, {
      config: own,
      handler: (request) => myLifeEvents(deps, principalOf(request)),
    });
    addRoute(app, endpoints.reportLifeEvent, {
      config: own,
      handler: async (request, reply) => {
        if (!request.isMultipart()) {
          reply.code(400);
          return { message: 'Send the life event as multipart form data' };
        }
        const event = await reportLifeEvent(
          deps,
          principalOf(request),
          await readDocumentUpload(request, 'evidence'),
        );
        reply.code(201);
        return event;
      },
    });
    addRoute(app, endpoints.tenantLifeEvents, {
      config: employer,
      handler: (request) => tenantLifeEvents(deps, principalOf(request), request.query),
    });
    addRoute(app, endpoints.voidLifeEvent, {
      config: { ...employer, permission: 'approver' },
      handler: (request) => voidLifeEvent(deps, principalOf(request), request.params.id, request.body.reason),
    });
    addRoute(app, endpoints.lifeEventEvidence, {
      config: employer,
      handler: async (request, reply) => {
        const evidence = await lifeEventEvidence(deps, principalOf(request), request.params.id);
        return sendDownload(reply, { ...evidence, body: evidence.content });
      },
    });
  };
}
