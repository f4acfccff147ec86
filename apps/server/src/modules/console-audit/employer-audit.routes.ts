import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sendDownload } from '../../lib/download.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { pageOf } from '../../lib/paging.ts';
import { inBatches, REPORT_CONTENT_TYPES, reportStream } from '../../lib/report-file.ts';
import { principalOf } from '../../plugins/auth.ts';
import { AUDIT_COLUMNS, presentAuditEvent } from './console-audit.presenter.ts';
import { auditSource } from './console-audit.repository.ts';

const FILTERS = ['actor', 'kind', 'from', 'to'] as const;
const settingsHolder = {
  access: 'employer' as const,
  clientParam: 'clientId',
  permission: 'settings' as const,
};

/** An employer's own client's trail: the console's query and CSV with the client fixed to the principal's. */
export const employerAuditRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  addRoute(app, endpoints.employerAuditList, {
    config: settingsHolder,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { query } = request;
      const page = await pageOf(
        query,
        auditSource(db, query, principalOf(request).clientId),
        presentAuditEvent,
      );
      const filters = Object.fromEntries(
        FILTERS.filter((name) => query[`filter[${name}]`]).map((name) => [name, query[`filter[${name}]`]]),
      );
      return { ...page, filters };
    },
  });

  addRoute(app, endpoints.employerAuditDownload, {
    config: settingsHolder,
    handler: async (request, reply) => {
      const { clientId, tenant } = principalOf(request);
      const source = auditSource(db, request.query, clientId);
      return sendDownload(reply, {
        fileName: `audit-trail-${tenant.slug}-${clock().toISOString().slice(0, 10)}.csv`,
        contentType: REPORT_CONTENT_TYPES.csv,
        body: reportStream('csv', 'Audit trail', AUDIT_COLUMNS, inBatches(source.rows)),
      });
    },
  });
};
