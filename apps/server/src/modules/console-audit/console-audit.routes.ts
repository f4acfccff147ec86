import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sendDownload } from '../../lib/download.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { pageOf } from '../../lib/paging.ts';
import { inBatches, REPORT_CONTENT_TYPES, reportStream } from '../../lib/report-file.ts';
import { AUDIT_COLUMNS, presentAuditEvent } from './console-audit.presenter.ts';
import { auditSource } from './console-audit.repository.ts';

const FILTERS = ['client', 'actor', 'kind', 'from', 'to'] as const;

export const consoleAuditRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  addRoute(app, endpoints.consoleAuditList, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { query } = request;
      const page = await pageOf(query, auditSource(db, query), presentAuditEvent);
      const filters = Object.fromEntries(
        FILTERS.filter((name) => query[`filter[${name}]`]).map((name) => [name, query[`filter[${name}]`]]),
      );
      return { ...page, filters };
    },
  });

  addRoute(app, endpoints.consoleAuditDownload, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const source = auditSource(db, request.query);
      return sendDownload(reply, {
        fileName: `audit-trail-${clock().toISOString().slice(0, 10)}.csv`,
        contentType: REPORT_CONTENT_TYPES.csv,
        body: reportStream('csv', 'Audit trail', AUDIT_COLUMNS, inBatches(source.rows)),
      });
    },
  });
};
