/** The console's theme editor (issue 35): a client's theme read, saved and published, and its images stored. */
import { defineModule } from '../../lib/app-context.ts';
import { themes } from '../theme/index.ts';
import { consoleThemeRoutes } from './console-theme.routes.ts';

export const consoleThemeModule = defineModule('console-theme', async (api, context) => {
  const cachedThemes = context.use(themes);
  await api.register(
    consoleThemeRoutes({
      db: context.db,
      publish: (slug) => cachedThemes.invalidate(slug),
    }),
  );
});
