/**
 * The signed-in person: the login setup, the user record and profile, terms acceptance, ping and logout's
 * addresses (GET/PATCH /api/user, /api/login/setup, /api/user/profile, /api/ping).
 */
import type { ClientRow } from '../../db/schema/index.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { singleSignOn, ssoLogoutUrlForSession } from '../single-sign-on/index.ts';
import { themes } from '../theme/index.ts';
import { createUserDirectory } from './user-directory.ts';
import { userRoutes } from './user.routes.ts';

export type { UserDirectory } from './user-directory.ts';
export type { SignedInUser } from './user.repository.ts';

/** How long a signed-in user stays in memory on a single-instance server. */
const USER_CACHE_MS = 60 * 1000;

export const userDirectory = provider('users', ({ db, singleInstance }) =>
  createUserDirectory(db, singleInstance ? USER_CACHE_MS : 0),
);

export const userModule = defineModule('user', async (api, context) => {
  const { db, clock } = context;
  const users = {
    db,
    clock,
    directory: context.use(userDirectory),
    ssoLogoutUrl: (sessionId: string, tenant: ClientRow) =>
      ssoLogoutUrlForSession(context.use(singleSignOn), sessionId, tenant),
  };
  await api.register(userRoutes, { users, themes: context.use(themes) });
});
