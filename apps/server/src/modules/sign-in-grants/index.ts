/**
 * Sign-in grants' door: issuing one-time grants, for the sign-in methods that hand them out (single sign-on,
 * magic links, masquerade).
 * The module's wiring (routes, jobs, shared services) is sign-in-grants.module.ts.
 */
export { signInGrants } from './sign-in-grants.module.ts';
export { MAGIC_LINK_GRANT_MS, type SignInGrants } from './sign-in-grants.service.ts';
