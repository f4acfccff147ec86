/** The console's Audit trail (issue 35): every recorded event, filtered and paged, and as a CSV file. */
import { defineModule } from '../../lib/app-context.ts';
import { consoleAuditRoutes } from './console-audit.routes.ts';

export const consoleAuditModule = defineModule('console-audit', async (api, { db, clock }) => {
  await api.register(consoleAuditRoutes, { db, clock });
});
