/** The console's Benefits catalogue (issue 35): a client's benefits, added from templates, edited, retired. */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache } from '../benefits/index.ts';
import { consoleCatalogueRoutes } from './console-catalogue.routes.ts';

export const consoleCatalogueModule = defineModule('console-catalogue', async (api, context) => {
  const cache = context.use(catalogueCache);
  await api.register(
    consoleCatalogueRoutes({
      db: context.db,
      // Every server forgets the client's catalogue (CATALOGUE_TOPIC): employees see the change at once.
      forgetCatalogue: (clientId) => void cache.forgetClient(clientId),
    }),
  );
});
