/** A tenant's stored images (logos, cards, avatars): GET /api/assets/:clientSlug/:name. */
import { defineModule } from '../../lib/app-context.ts';
import { assetRoutes } from './assets.routes.ts';

export const assetsModule = defineModule('assets', async (api, { db }) => {
  await api.register(assetRoutes, { db });
});
