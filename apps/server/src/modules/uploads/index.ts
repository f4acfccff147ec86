/**
 * Data uploads: the employer keeps the roster up to date from their HR system by file. GET
 * /api/client/:clientId/data-load-template (CSV or XLSX), POST /api/client/:clientId/data-loads (a file read and
 * checked into a preview; the roster unchanged), GET and DELETE (discard) /api/employee-data-uploads/:uploadId.
 * Needs `uploads`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule('uploads', async (api, { db, clock }) => {
  await api.register(uploadsRoutes({ db, clock }));
});
