/** The employer's people: registration figures and the employee search (GET /api/v2/client/:clientId/...). */
import { defineModule } from '../../lib/app-context.ts';
import { employeesRoutes } from './employees.routes.ts';

export const employeesModule = defineModule('employees', async (api, { db }) => {
  await api.register(employeesRoutes, { db });
});
