/**
 * The scheduled payroll run: every morning, each tenant whose payroll cut-off day it is has every month of its
 * scheme years that has been paid, and has no completed run, run. So the month just paid is recorded on the
 * cut-off day, and a month a missed morning skipped is made up at the next cut-off. Runs are idempotent, so a
 * retry or a second worker writes nothing twice.
 */
import { partsOf, periodsPaidBy, ukDateOf } from '@portal/benefits';
import { defineQueue } from '../../lib/jobs/index.ts';
import { schemeYearsFrom } from '../benefits/index.ts';
import { periodsRun, tenantsWithCutOffOn } from './payroll.repository.ts';
import { runPayroll, type PayrollDeps } from './payroll-run.ts';

export const scheduledPayroll = defineQueue<Record<string, never>>('payroll.scheduled-runs', {
  retryLimit: 3,
  retryDelay: 15 * 60,
  policy: 'singleton',
});

/** 05:30 UTC, before the working day and before the benefits notices. */
export const SCHEDULED_PAYROLL_CRON = '30 5 * * *';

/** Runs what is due today; answers the periods run, by tenant. */
export async function runDuePayroll(deps: PayrollDeps): Promise<Map<string, string[]>> {
  const today = ukDateOf(deps.clock());
  const done = new Map<string, string[]>();
  for (const clientId of await tenantsWithCutOffOn(deps.db, partsOf(today).day)) {
    const [years, run] = await Promise.all([
      schemeYearsFrom(deps.db, clientId, 0),
      periodsRun(deps.db, clientId),
    ]);
    const due = years.flatMap((year) => periodsPaidBy(year, today)).filter((period) => !run.has(period));
    for (const period of due) {
      const outcome = await runPayroll(deps, { clientId, period, trigger: 'schedule' });
      if (outcome.ok) done.set(clientId, [...(done.get(clientId) ?? []), period]);
    }
  }
  return done;
}
