/**
 * Masquerade's door: making a masquerade link and finding a tenant's people and scheme years, for the console's
 * People area (issue 35), which starts the same masquerade as the launcher on a tenant's host.
 * The module's wiring (routes) is masquerade.module.ts.
 */
export { createMasqueradeLink, type MasqueradeLinkDeps } from './masquerade-link.ts';
export { candidateOf, candidatesOf, masqueradeRefusal } from './masquerade.service.ts';
export { listSchemeYears } from './masquerade.repository.ts';
