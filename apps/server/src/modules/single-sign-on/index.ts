/**
 * Single sign-on's door: the topic that tells servers a tenant's identity providers changed (the admin CLI),
 * and the operators' services, which the admin CLI and the console's Single sign-on area both call.
 * The module's wiring (routes, jobs, shared services) is single-sign-on.module.ts.
 */
export { SSO_PROVIDERS_TOPIC, singleSignOn } from './single-sign-on.module.ts';
export { listProviders } from './identity-providers.repository.ts';
export {
  addIdentityProvider,
  describeTenantSso,
  removeIdentityProvider,
  setProviderMfaTrusted,
  type SsoAdminDeps,
  type SsoAdminOutcome,
} from './sso-admin.ts';
export { addSamlProvider, refreshSamlProviderMetadata, rolloverSamlCertificate } from './saml-admin.ts';
