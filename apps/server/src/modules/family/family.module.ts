/**
 * The employee's family (issue 17): GET /api/user/family, POST /api/user/:schemeId/family-members, PATCH
 * /api/user/family-members/:id (edit, or remove with family_active false) and GET /api/user/policies (the
 * covers and who each protects). The selections capability reads family members as a plan's people covered.
 */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache } from '../benefits/index.ts';
import { familyRoutes } from './family.routes.ts';

export const familyModule = defineModule('family', async (api, context) => {
  const { db, clock } = context;
  await api.register(familyRoutes({ db, clock, cache: context.use(catalogueCache) }));
});
