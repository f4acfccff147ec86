/** The console's Single sign-on area (issues 35, 36): a client's OpenID Connect and SAML providers. */
import { defineModule } from '../../lib/app-context.ts';
import { singleSignOn } from '../single-sign-on/index.ts';
import { consoleSsoRoutes } from './console-sso.routes.ts';

export const consoleSsoModule = defineModule('console-sso', async (api, context) => {
  const sso = context.use(singleSignOn);
  await api.register(
    consoleSsoRoutes({
      db: context.db,
      // The real time, as the command line's: an SP certificate valid from a moved demo date would be refused
      // by the IdP, and metadata is fetched now, whatever the demo's clock says.
      clock: context.portalClock.base,
      secrets: context.secrets,
      config: context.config,
      // A removed provider's discovery is dropped here and, through change notices, on every other server.
      forgetProvider: (providerId) => void sso.providers.forget(providerId),
    }),
  );
});
