/**
 * The employer's people: the employee list and its report, one employee's record, the two-factor table and
 * its enforcement setting, and welcome e-mail resends. Job: the nightly purge of the roster change log.
 */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { employeesRoutes } from './employees.routes.ts';
import { PURGE_ROSTER_CHANGES_CRON, purgeOldRosterChanges, purgeRosterChanges } from './roster-search.ts';

export const employeesModule = defineModule('employees', async (api, context) => {
  const { db, clock, jobs } = context;
  jobs.handle(purgeRosterChanges, () => purgeOldRosterChanges(db, clock));
  jobs.schedule(purgeRosterChanges, PURGE_ROSTER_CHANGES_CRON, {});
  await api.register(
    employeesRoutes({
      accounts: context.use(accounts),
      tenants: context.use(tenantDirectory),
    }),
  );
});
