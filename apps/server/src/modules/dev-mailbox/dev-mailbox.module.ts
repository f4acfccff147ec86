/** The demo mailbox (/dev/mailbox): what the outbox holds for the host's tenant, in demo mode only. */
import { demoMode } from '../../config.ts';
import { defineModule } from '../../lib/app-context.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';

export const devMailboxModule = defineModule(
  'dev-mailbox',
  async (app, context) => {
    const { db, config } = context;
    await app.register(devMailboxRoutes, {
      db,
      tenants: context.use(tenantDirectory),
      defaultClient: config.defaultClient,
      enabled: demoMode(config),
    });
  },
  { prefix: '' },
);
