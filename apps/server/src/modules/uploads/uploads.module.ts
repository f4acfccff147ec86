/**
 * Data uploads: the employer keeps the roster up to date from their HR system by file. GET
 * /api/client/:clientId/data-load-template (CSV or XLSX), POST /api/client/:clientId/data-loads (a file taken and
 * checked into a preview by a background job, roster-checks.ts; the roster unchanged), GET and DELETE (discard) /api/employee-data-uploads/:uploadId,
 * POST .../confirm (applied in one transaction) and .../undo (the latest), .../rejected-rows (a file to fix),
 * and GET /api/client/:clientId/date-last-upload. Needs `uploads`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { employeeFacts } from '../benefits/index.ts';
import { checkRosterUpload } from './roster-checks.ts';
import { rosterChecks } from './roster-checks-queue.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule = defineModule('uploads', async (api, context) => {
  const facts = context.use(employeeFacts);
  const { db, clock, jobs } = context;
  jobs.handle(rosterChecks, ({ uploadId }, attempt) => checkRosterUpload(db, clock, uploadId, attempt));
  await api.register(
    uploadsRoutes({
      db,
      clock,
      jobs,
      accounts: context.use(accounts),
      forgetEmployee: (userId) => facts.forgetEmployee(userId),
    }),
  );
});
