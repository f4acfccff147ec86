/** The console's Clients area (issue 35): list, create, settings and archive of the platform's clients. */
import { defineModule } from '../../lib/app-context.ts';
import { consoleClientsRoutes } from './console-clients.routes.ts';

export const consoleClientsModule = defineModule('console-clients', async (api, { db }) => {
  await api.register(consoleClientsRoutes, { db });
});
