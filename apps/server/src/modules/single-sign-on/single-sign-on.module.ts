/**
 * Single sign-on through a tenant's OpenID Connect or SAML 2.0 providers: which e-mails sign in through one, and the flow,
 * which hands the person a sign-in grant that carries the provider's logout address; the admin CLI administers
 * providers with sso-admin.ts.
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { createSsoContext } from './single-sign-on.service.ts';
import { refreshSamlMetadata } from './saml-admin.ts';
import { samlRoutes } from './saml.routes.ts';
import { singleSignOnRoutes } from './sso.routes.ts';

/** The change-notice topic of a tenant's identity providers (by provider id). */
export const SSO_PROVIDERS_TOPIC = 'sso-providers';

export const singleSignOn = provider('single-sign-on', (context) => {
  const sso = createSsoContext({
    db: context.db,
    clock: context.clock,
    // An IdP's assertions are stamped with the real time, not the demo's moved clock: checked against it.
    idpClock: context.portalClock.base,
    // Providers' client secrets: sealed with ENCRYPTION_KEY like two-factor secrets (key rotation too).
    secrets: context.secrets,
    config: context.config,
    issueGrant: (grant) => context.use(signInGrants).issue(grant),
    logger: context.logger.child({ module: 'single-sign-on' }),
  });
  const forget = inStep(context.notices, SSO_PROVIDERS_TOPIC, (providerId) =>
    sso.providers.forget(providerId),
  );
  return { ...sso, providers: { ...sso.providers, forget } };
});

/** SAML providers' IdP metadata fetched from their addresses again, daily (certificates roll over there). */
export const refreshSamlMetadataQueue = defineQueue<Record<string, never>>(
  'single-sign-on.refresh-saml-metadata',
  { retryLimit: 2, policy: 'singleton' },
);
export const REFRESH_SAML_METADATA_CRON = '40 4 * * *';

export const singleSignOnModule = defineModule('single-sign-on', async (api, context) => {
  const { config, jobs, logger } = context;
  jobs.handle(refreshSamlMetadataQueue, async () => {
    const deps = { db: context.db, clock: context.clock, secrets: context.secrets, config };
    const { refreshed, failed } = await refreshSamlMetadata(deps);
    if (failed.length > 0)
      logger.warn({ failed }, 'SAML metadata kept: the IdP metadata could not be refreshed');
    logger.info({ refreshed: refreshed.length }, 'refreshed SAML IdP metadata');
  });
  jobs.schedule(refreshSamlMetadataQueue, REFRESH_SAML_METADATA_CRON, {});
  await api.register(singleSignOnRoutes, {
    sso: context.use(singleSignOn),
    secureCookies: secureCookies(config),
    signInPerMinute: config.loginRateLimitPerMinute,
  });
  await api.register(samlRoutes, {
    sso: context.use(singleSignOn),
    signInPerMinute: config.loginRateLimitPerMinute,
  });
});
