/** Tenants by host label, cached briefly (every API request looks its tenant up). */
import { provider } from '../../lib/app-context.ts';
import { createTenantDirectory } from './tenants.service.ts';

export { findClientById, findClientBySlug } from './tenants.repository.ts';
export type { TenantDirectory } from './tenants.service.ts';

export const tenantDirectory = provider('tenants', ({ db }) => createTenantDirectory(db));
