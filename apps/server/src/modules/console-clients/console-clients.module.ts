/** The console's Clients area (issue 35): list, create, settings and archive of the platform's clients. */
import { defineModule } from '../../lib/app-context.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { consoleClientsRoutes } from './console-clients.routes.ts';

export const consoleClientsModule = defineModule('console-clients', async (api, context) => {
  await api.register(consoleClientsRoutes, { db: context.db, tenants: context.use(tenantDirectory) });
});
