/**
 * Life events (issue 17): GET /api/client/life-events/available (the types and what each opens), GET and POST
 * /api/client/life-events (the employee's own; reporting opens the change window at once), and for employers
 * GET /api/client/:clientId/employees/life-events (paged), PATCH .../:id (void, with the approver permission)
 * and GET .../:id/evidence; voiding e-mails the employee the reason. The windows themselves are read by the benefits catalogue's eligibility.
 */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache, employeeFacts } from '../benefits/index.ts';
import { lifeEventsRoutes } from './life-events.routes.ts';

export const lifeEventsModule = defineModule('life-events', async (api, context) => {
  const { db, clock, mailer } = context;
  await api.register(
    lifeEventsRoutes({
      db,
      clock,
      mailer,
      cache: context.use(catalogueCache),
      employees: context.use(employeeFacts),
    }),
  );
});
