/**
 * Reports: GET /api/client/:clientId/reports?type= (payroll and provider by month, life events by closed year),
 * .../reports/:reportId/download (one file, CSV or XLSX) and .../reports/download-multiple?ids= (a ZIP). Needs
 * `reports`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { reportsRoutes } from './reports.routes.ts';

export const reportsModule = defineModule('reports', async (api, { db, clock }) => {
  await api.register(reportsRoutes({ db, clock }));
});
