/** The tenant's theme (GET /api/theme, /api/theme/domain/:domain), cached per slug. */
import { defineModule, provider } from '../../lib/app-context.ts';
import { themeRoutes } from './theme.routes.ts';
import { createThemeService } from './theme.service.ts';

export { DEFAULT_THEME, type ThemeService } from './theme.service.ts';

export const themes = provider('themes', ({ db }) => createThemeService(db));

export const themeModule = defineModule('theme', async (api, context) => {
  await api.register(themeRoutes, {
    themes: context.use(themes),
    defaultClient: context.config.defaultClient,
  });
});
