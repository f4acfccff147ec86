/** The console's Single sign-on area (issues 35, 36): a client's OpenID Connect and SAML providers. */
import { defineModule } from '../../lib/app-context.ts';
import { singleSignOn } from '../single-sign-on/index.ts';
import { consoleSsoRoutes } from './console-sso.routes.ts';

export const consoleSsoModule = defineModule('console-sso', async (api, context) => {
  const sso = context.use(singleSignOn);
  await api.register(
    consoleSsoRoutes({
      db: context.db,
      clock: context.clock,
      secrets: context.secrets,
      config: context.config,
      // A removed provider's discovery is dropped here and, through change notices, on every other server.
      forgetProvider: (providerId) => void sso.providers.forget(providerId),
    }),
  );
});
