/**
 * Data uploads: the employer keeps the roster up to date from their HR system by file. GET
 * /api/client/:clientId/data-load-template (CSV or XLSX). Needs `uploads`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule('uploads', async (api) => {
  await api.register(uploadsRoutes());
});
