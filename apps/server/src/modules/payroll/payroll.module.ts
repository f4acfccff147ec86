/**
 * Payroll and statements (issue 18): payroll runs fix each period's deductions and employer contributions in a
 * ledger (the admin CLI's `payroll run`, and a daily schedule on each tenant's cut-off day); GET
 * /api/benefit-group/:id/contributions (a group's statement) and GET /api/user/selections/mtb/card and /page
 * (the total reward) read it. Voucher accounts read it too (modules/vouchers).
 */
import { defineModule } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { statementsRoutes } from './payroll.routes.ts';
import { runDuePayroll, SCHEDULED_PAYROLL_CRON, scheduledPayroll } from './payroll-schedule.ts';
import { rewardCache } from './statements.service.ts';

/** The change-notice topic of the payroll ledger (a run, by whatever process or tool). */
export const LEDGER_TOPIC = 'payroll-ledger';

export const payrollModule = defineModule('payroll', async (api, context) => {
  const { db, clock, jobs, notices } = context;
  const rewards = rewardCache();
  // A run changes many employees' statements at once: forget them all (it happens once a month).
  const onLedgerChanged = inStep(notices, LEDGER_TOPIC, () => rewards.invalidate());
  const deps = { db, clock, rewards, onLedgerChanged: () => onLedgerChanged() };
  jobs.handle(scheduledPayroll, async () => {
    await runDuePayroll(deps);
  });
  jobs.schedule(scheduledPayroll, SCHEDULED_PAYROLL_CRON, {});
  await api.register(statementsRoutes(deps));
});
