/** The console's Benefits catalogue (issue 35): a client's benefits, added from templates, edited, retired. */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache, employeeFacts } from '../benefits/index.ts';
import { consoleCatalogueTermsRoutes } from './console-catalogue-terms.routes.ts';
import { consoleCatalogueRoutes } from './console-catalogue.routes.ts';

export const consoleCatalogueModule = defineModule('console-catalogue', async (api, context) => {
  const cache = context.use(catalogueCache);
  const deps = {
    db: context.db,
    // Every server forgets the client's catalogue (CATALOGUE_TOPIC): employees see the change at once.
    forgetCatalogue: (clientId: string) => void cache.forgetClient(clientId),
  };
  await api.register(consoleCatalogueRoutes(deps));
  // The preview reads an employee's benefit as their own routes do, from the same caches.
  const employeeView = { db: context.db, clock: context.clock, cache, employees: context.use(employeeFacts) };
  await api.register(consoleCatalogueTermsRoutes({ ...deps, employeeView }));
});
