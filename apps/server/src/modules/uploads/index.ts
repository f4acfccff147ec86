/**
 * Data uploads: the employer keeps the roster up to date from their HR system by file. GET
 * /api/client/:clientId/data-load-template (CSV or XLSX), POST /api/client/:clientId/data-loads (a file read and
 * checked into a preview; the roster unchanged), GET and DELETE (discard) /api/employee-data-uploads/:uploadId,
 * POST .../confirm (applied in one transaction) and .../undo (the latest), .../rejected-rows (a file to fix),
 * and GET /api/client/:clientId/date-last-upload. Needs `uploads`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { employeeFacts } from '../benefits/index.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule('uploads', async (api, context) => {
  const facts = context.use(employeeFacts);
  await api.register(
    uploadsRoutes({
      db: context.db,
      clock: context.clock,
      accounts: context.use(accounts),
      forgetEmployee: (userId) => facts.forgetEmployee(userId),
    }),
  );
});
