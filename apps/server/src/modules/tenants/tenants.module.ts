/** Tenants by host label, cached (every API request looks its tenant up), kept in step across processes. */
import { provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { createTenantDirectory } from './tenants.service.ts';

/** The change-notice topic of a client's settings: `publish(TENANTS_TOPIC, slug)` after an edit elsewhere. */
export const TENANTS_TOPIC = 'tenants';

export const tenantDirectory = provider('tenants', ({ db, notices }) => {
  const directory = createTenantDirectory(db);
  return { ...directory, invalidate: inStep(notices, TENANTS_TOPIC, directory.invalidate) };
});
