/** The console's People area (issue 35): platform administrators, and each client's employer users. */
import { defineModule } from '../../lib/app-context.ts';
import { userDirectory } from '../people/index.ts';
import { consolePeopleRoutes } from './console-people.routes.ts';

export const consolePeopleModule = defineModule('console-people', async (api, context) => {
  const directory = context.use(userDirectory);
  // Permissions are read through the user directory's cache: every process forgets the changed person.
  await api.register(consolePeopleRoutes, { db: context.db, forgetUser: (id) => directory.forgetUser(id) });
});
