/**
 * Single sign-on through a tenant's OpenID Connect providers: which e-mails sign in through one, the flow, the
 * providers' logout addresses, and the operator's provider administration.
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { operatorScope } from '../operator/index.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { tenantDirectory } from '../tenants/index.ts';
import {
  createSsoContext,
  ssoLogoutUrlForProvider,
  ssoLogoutUrlForSession,
} from './single-sign-on.service.ts';
import { ssoOperatorRoutes } from './sso-operator.routes.ts';
import { singleSignOnRoutes } from './sso.routes.ts';

export { ssoLogoutUrlForProvider, ssoLogoutUrlForSession };
export type { SsoContext } from './sso-flow.service.ts';

export const singleSignOn = provider('single-sign-on', (context) =>
  createSsoContext({
    db: context.db,
    clock: context.clock,
    // Providers' client secrets: sealed with ENCRYPTION_KEY like two-factor secrets (key rotation too).
    secrets: context.secrets,
    config: context.config,
    issueGrant: (grant) => context.use(signInGrants).issue(grant),
    logger: context.logger.child({ module: 'single-sign-on' }),
  }),
);

export const singleSignOnModule = defineModule('single-sign-on', async (api, context) => {
  const { db, clock, config, secrets } = context;
  await api.register(singleSignOnRoutes, {
    sso: context.use(singleSignOn),
    secureCookies: secureCookies(config),
    signInPerMinute: config.loginRateLimitPerMinute,
  });
  await api.register(operatorScope, {
    secretKey: config.secretKey,
    routes: ssoOperatorRoutes({
      db,
      clock,
      secrets,
      config,
      forgetTenant: (slug) => context.use(tenantDirectory).invalidate(slug),
      forgetProvider: (providerId) => context.use(singleSignOn).providers.forget(providerId),
    }),
  });
});
