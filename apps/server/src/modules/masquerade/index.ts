/**
 * Masquerade: a platform administrator's launcher and single-use links to act as one of a tenant's people
 * (the session itself is opened by sign-in-grants), and the admin CLI's link on the operator channel.
 */
import { defineModule } from '../../lib/app-context.ts';
import { operatorScope } from '../operator/index.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { masqueradeOperatorRoutes } from './masquerade-operator.routes.ts';
import { masqueradeRoutes } from './masquerade.routes.ts';

export const masqueradeModule = defineModule('masquerade', async (api, context) => {
  const { db, clock, config } = context;
  // Links are made for the host's tenant and point to its own public address.
  const links = { db, clock, grants: context.use(signInGrants), urls: config };
  await api.register(masqueradeRoutes, { links });
  await api.register(operatorScope, {
    secretKey: config.secretKey,
    routes: masqueradeOperatorRoutes(links),
  });
});
