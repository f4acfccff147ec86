/**
 * The employer's people: the employee list and its report, one employee's record, the two-factor table and
 * its enforcement setting, and welcome e-mail resends.
 */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { employeesRoutes } from './employees.routes.ts';

export { registeredPercentage } from './employees.service.ts';

export const employeesModule = defineModule('employees', async (api, context) => {
  await api.register(
    employeesRoutes({ accounts: context.use(accounts), tenants: context.use(tenantDirectory) }),
  );
});
