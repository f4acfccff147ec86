/** The console's Scheme years and windows area (issue 35): a client's scheme years, windows and cut-off day. */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache } from '../benefits/index.ts';
import { consoleSchemeRoutes } from './console-scheme.routes.ts';

export const consoleSchemeModule = defineModule('console-scheme', async (api, context) => {
  const catalogue = context.use(catalogueCache);
  await api.register(
    consoleSchemeRoutes({
      db: context.db,
      clock: context.clock,
      mailer: context.mailer,
      // The catalogue cache holds each client's scheme years and windows: forgotten here and on every process.
      publish: (clientId) => catalogue.forgetClient(clientId),
    }),
  );
});
