/**
 * Single sign-on's door: the topic that tells servers a tenant's identity providers changed (the admin CLI).
 * The module's wiring (routes, jobs, shared services) is single-sign-on.module.ts.
 */
export { SSO_PROVIDERS_TOPIC } from './single-sign-on.module.ts';
export { listProviders } from './identity-providers.repository.ts';
