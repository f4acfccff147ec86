/**
 * Approvals: GET /api/v2/scheme/selections/pending/ (benefits with pending selections),
 * GET /api/v2/scheme/selections/:benefitId/pending/ (one benefit's, paged) and PATCH
 * /api/v2/scheme/selections/status/ (approve or reject a batch in one transaction). Needs `approver`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache, employeeFacts } from '../benefits/index.ts';
import { approvalsRoutes } from './approvals.routes.ts';

export const approvalsModule = defineModule('approvals', async (api, context) => {
  const { db, clock, mailer } = context;
  const facts = context.use(employeeFacts);
  await api.register(
    approvalsRoutes({
      db,
      clock,
      mailer,
      cache: context.use(catalogueCache),
      forgetEmployee: (userId) => facts.forgetEmployee(userId),
    }),
  );
});
