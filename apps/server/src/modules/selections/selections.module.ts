/**
 * Selections: an employee sets up a benefit, sees what it costs after tax, submits it, and later changes or
 * leaves it (BENEFITS.md, Selection lifecycle and Costs). GET and POST /api/benefit/:id/selection, PATCH
 * /api/selection/:id, POST /api/selections/costs, and for employers GET
 * /api/selections/client/:clientId/employees/:employeeId; claims: POST /api/selection/:id/claims and GET
 * /api/claims/:id/receipt. The approvals capability decides pending
 * selections through `decideSelection`.
 */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache, employeeFacts } from '../benefits/index.ts';
import { claimsRoutes } from './claims.routes.ts';
import { databaseReceiptStore } from './receipt-store.ts';
import { selectionsRoutes } from './selections.routes.ts';

export const selectionsModule = defineModule('selections', async (api, context) => {
  const { db, clock, mailer, secrets } = context;
  await api.register(
    selectionsRoutes({
      db,
      clock,
      mailer,
      secrets,
      cache: context.use(catalogueCache),
      employees: context.use(employeeFacts),
    }),
  );
  await api.register(claimsRoutes({ db, clock, receipts: databaseReceiptStore }));
});
