import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { sendDownload } from '../../lib/download.ts';
import { principalOf } from '../../plugins/auth.ts';
import { builtFile, reportBuildStatus, startReportBuild } from './report-builds.ts';
import { reportFile, reportsZip } from './report-files.ts';
import { listReports } from './reports.service.ts';

const reporter = { access: 'employer' as const, clientParam: 'clientId', permission: 'reports' as const };

export function reportsRoutes({ db, clock, jobs }: { db: Database; clock: Clock; jobs: Jobs }) {
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
        const file = await reportFile(db, tenant, request.params.reportId, request.query);
        return sendDownload(reply, file);
      },
    });
    addRoute(app, endpoints.reportsDownload, {
      config: reporter,
      handler: async (request, reply) => {
        const { tenant } = principalOf(request);
        const file = await reportsZip(db, clock, tenant, request.query.ids, request.query);
        return sendDownload(reply, file);
      },
    });
    addRoute(app, endpoints.createReportBuild, {
      config: reporter,
      handler: async (request, reply) => {
        const build = await startReportBuild(db, jobs, clock, principalOf(request), request.body);
        reply.code(202);
        return build;
      },
    });
    addRoute(app, endpoints.reportBuild, {
      config: reporter,
      handler: (request) =>
        reportBuildStatus(db, clock, principalOf(request).clientId, request.params.buildId),
    });
    addRoute(app, endpoints.reportBuildDownload, {
      config: reporter,
      handler: async (request, reply) => {
        const file = await builtFile(db, clock, principalOf(request).clientId, request.params.buildId);
        return sendDownload(reply, file);
      },
    });
  };
}
