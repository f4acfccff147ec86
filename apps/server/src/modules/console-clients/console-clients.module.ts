/** The console's Clients area (issue 35): list, create, settings and archive of the platform's clients. */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { themes } from '../theme/index.ts';
import { consoleClientsRoutes } from './console-clients.routes.ts';

export const consoleClientsModule = defineModule('console-clients', async (api, context) => {
  const tenants = context.use(tenantDirectory);
  const themeService = context.use(themes);
  await api.register(consoleClientsRoutes, {
    db: context.db,
    tenants,
    accounts: context.use(accounts),
    changed(slug) {
      tenants.invalidate(slug);
      themeService.invalidate(slug);
    },
  });
});
