/** The people module's wiring: the user directory, kept in step across processes. */
import { provider } from '../../lib/app-context.ts';
import { inStep } from '../../lib/change-notices.ts';
import { createUserDirectory } from './user-directory.ts';

/** How long a signed-in user stays in memory: changes are heard at once (change notices); this bounds a lost one. */
const USER_CACHE_MS = 60 * 1000;

/** The change-notice topic of a person (by user id). */
export const USERS_TOPIC = 'users';

export const userDirectory = provider('users', ({ db, notices }) => {
  const directory = createUserDirectory(db, USER_CACHE_MS);
  return {
    ...directory,
    forgetUser: inStep(notices, USERS_TOPIC, (userId) => directory.forgetUser(userId!)),
  };
});
