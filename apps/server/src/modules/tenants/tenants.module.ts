/** Tenants by host label, cached (every API request looks its tenant up), kept in step across processes. */
export { TENANTS_TOPIC } from '../../lib/change-topics.ts';
import { provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { TENANTS_TOPIC } from '../../lib/change-topics.ts';
import { createTenantDirectory } from './tenants.service.ts';

export const tenantDirectory = provider('tenants', ({ db, notices }) => {
  const directory = createTenantDirectory(db);
  return { ...directory, invalidate: inStep(notices, TENANTS_TOPIC, directory.invalidate) };
});
