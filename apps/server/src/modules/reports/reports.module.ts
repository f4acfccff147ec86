/**
 * Reports: GET /api/client/:clientId/reports?type= (payroll and provider by month, life events by closed year),
 * .../reports/:reportId/download (one file, CSV or XLSX; payroll in our layout or Sage 50's) and
 * .../reports/download-multiple?ids= (a ZIP); large ones through .../report-builds (built by a background job,
 * with progress, then downloaded). Needs `reports`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { buildReport } from './report-builds.ts';
import { reportBuildsQueue } from './report-builds-queue.ts';
import { reportsRoutes } from './reports.routes.ts';

export const reportsModule = defineModule('reports', async (api, { db, clock, jobs }) => {
  jobs.handle(reportBuildsQueue, ({ buildId }, attempt) => buildReport(db, clock, buildId, attempt));
  await api.register(reportsRoutes({ db, clock, jobs }));
});
