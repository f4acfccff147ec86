import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { sendReportFile } from '../../lib/report-file.ts';
import { principalOf } from '../../plugins/auth.ts';
import { listReports, reportFile, reportsZip } from './reports.service.ts';

const reporter = { access: 'employer' as const, clientParam: 'clientId', permission: 'reports' as const };

export function reportsRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.reports, {
      config: reporter,
      handler: (request) => listReports(db, principalOf(request).clientId, request.query),
    });
    addRoute(app, endpoints.reportDownload, {
      config: reporter,
      handler: async (request, reply) => {
        const { tenant } = principalOf(request);
        const file = await reportFile(db, tenant, request.params.reportId, request.query.format);
        return sendReportFile(reply, file);
      },
    });
    addRoute(app, endpoints.reportsDownload, {
      config: reporter,
      handler: async (request, reply) => {
        const { tenant } = principalOf(request);
        const file = await reportsZip(db, clock, tenant, request.query.ids, request.query.format);
        return sendReportFile(reply, file);
      },
    });
  };
}
