/** The tenant's theme (GET /api/theme, /api/theme/domain/:domain), cached per slug. */
export { THEMES_TOPIC } from '../../lib/change-topics.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { THEMES_TOPIC } from '../../lib/change-topics.ts';
import { themeRoutes } from './theme.routes.ts';
import { createThemeService } from './theme.service.ts';

export const themes = provider('themes', ({ db, notices }) => {
  const service = createThemeService(db);
  return { ...service, invalidate: inStep(notices, THEMES_TOPIC, service.invalidate) };
});

export const themeModule = defineModule('theme', async (api, context) => {
  await api.register(themeRoutes, {
    themes: context.use(themes),
    defaultClient: context.config.defaultClient,
  });
});
