/**
 * Masquerade: a platform administrator's launcher and single-use links to act as one of a tenant's people
 * (the session itself is opened by sign-in-grants); the admin CLI makes its links with masquerade-operator.ts.
 */
import { defineModule } from '../../lib/app-context.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { masqueradeRoutes } from './masquerade.routes.ts';

export const masqueradeModule = defineModule('masquerade', async (api, context) => {
  const { db, clock, config } = context;
  // Links are made for the host's tenant and point to its own public address.
  const links = { db, clock, grants: context.use(signInGrants), urls: config };
  await api.register(masqueradeRoutes, { links });
});
