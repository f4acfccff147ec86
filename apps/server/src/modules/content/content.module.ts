/** The content module's wiring: its routes, and the tenant's content facts, kept in step across processes. */
import { defineModule, provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { createContentFacts } from './content-facts.ts';
import { contentRoutes } from './content.routes.ts';
import { tenantContentRoutes } from './tenant-content.routes.ts';

/** How long a tenant's content facts stay in memory: an import is heard at once; this bounds a lost notice. */
const CONTENT_FACTS_MS = 60 * 1000;

/** The change-notice topic of a tenant's content (by tenant id): the content import publishes it. */
export const CONTENT_FACTS_TOPIC = 'content-facts';

export const contentFacts = provider('content facts', ({ db, notices }) => {
  const facts = createContentFacts(db, CONTENT_FACTS_MS);
  return { ...facts, forgetTenant: inStep(notices, CONTENT_FACTS_TOPIC, facts.forgetTenant) };
});

export const contentModule = defineModule('content', async (api, { db }) => {
  await api.register(contentRoutes, { db });
  await api.register(tenantContentRoutes, { db });
});
