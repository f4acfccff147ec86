/**
 * Tenants' door: the tenant directory (every request's tenant) and its topic, and a client by id or slug.
 * The module's wiring (routes, jobs, shared services) is tenants.module.ts.
 */
export { TENANTS_TOPIC, tenantDirectory } from './tenants.module.ts';
export { findClientById, findClientBySlug, lockClientRow } from './tenants.repository.ts';
export type { TenantDirectory } from './tenants.service.ts';
