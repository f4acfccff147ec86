/**
 * The console's Audit trail (issue 35): every recorded event, filtered and paged, and as a CSV file; and each
 * employer's own client's trail, from the dashboard.
 */
import { defineModule } from '../../lib/app-context.ts';
import { consoleAuditRoutes } from './console-audit.routes.ts';
import { employerAuditRoutes } from './employer-audit.routes.ts';

export const consoleAuditModule = defineModule('console-audit', async (api, { db, clock }) => {
  await api.register(consoleAuditRoutes, { db, clock });
  await api.register(employerAuditRoutes, { db, clock });
});
