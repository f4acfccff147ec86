/** Liveness and readiness (GET /api/health, /api/ready). */
import { defineModule } from '../../lib/app-context.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule('health', async (api, { db }) => {
  await api.register(healthRoutes, { db });
});
