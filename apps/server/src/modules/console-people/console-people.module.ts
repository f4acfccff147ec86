/**
 * The console's People area (issue 35): platform administrators, each client's employer users, and masquerade
 * started from the console.
 */
import { defineModule } from '../../lib/app-context.ts';
import { accounts } from '../account/index.ts';
import { sessions } from '../auth/index.ts';
import { userDirectory } from '../people/index.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { consolePeopleRoutes } from './console-people.routes.ts';

export const consolePeopleModule = defineModule('console-people', async (api, context) => {
  const { db, clock, config } = context;
  const directory = context.use(userDirectory);
  const sessionStore = context.use(sessions);
  await api.register(consolePeopleRoutes, {
    db,
    accounts: context.use(accounts),
    // The masquerade module's links: made for the chosen client, on its own public address.
    links: { db, clock, grants: context.use(signInGrants), urls: config },
    // Permissions are read through the user directory's cache: every process forgets the changed person.
    forgetUser: (id) => directory.forgetUser(id),
    forgetSession: (id) => sessionStore.forget(id),
  });
});
