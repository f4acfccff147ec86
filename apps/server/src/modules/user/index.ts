/**
 * The signed-in person: the login setup, the user record and profile, terms acceptance, ping and logout's
 * addresses (GET/PATCH /api/user, /api/login/setup, /api/user/profile, /api/ping).
 */
import { defineModule, provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { themes } from '../theme/index.ts';
import { createUserDirectory } from './user-directory.ts';
import { userRoutes } from './user.routes.ts';

export type { UserDirectory } from './user-directory.ts';
export type { SignedInUser } from './user.repository.ts';

/** How long a signed-in user stays in memory: changes are heard at once (change notices); this bounds a lost one. */
const USER_CACHE_MS = 60 * 1000;

/** Change-notice topics: a user (by id), a tenant's session facts (by tenant id: terms, scheme years, content). */
export const USERS_TOPIC = 'users';
export const TENANT_FACTS_TOPIC = 'tenant-facts';

export const userDirectory = provider('users', ({ db, notices }) => {
  const directory = createUserDirectory(db, USER_CACHE_MS);
  return {
    ...directory,
    forgetUser: inStep(notices, USERS_TOPIC, (userId) => directory.forgetUser(userId!)),
    forgetTenant: inStep(notices, TENANT_FACTS_TOPIC, directory.forgetTenant),
  };
});

export const userModule = defineModule('user', async (api, context) => {
  const { db, clock } = context;
  const users = {
    db,
    clock,
    directory: context.use(userDirectory),
  };
  await api.register(userRoutes, { users, themes: context.use(themes) });
});
