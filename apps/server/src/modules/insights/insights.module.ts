/** The employer's engagement and insights: registration over time and by location, sign-ins and devices. */
import { defineModule } from '../../lib/app-context.ts';
import { insightsRoutes } from './insights.routes.ts';

export const insightsModule = defineModule('insights', async (api, { db, clock }) => {
  await api.register(insightsRoutes({ db, clock }));
});
