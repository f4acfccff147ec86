/**
 * People: who each signed-in person is (their user row, permissions and choices), read through the user
 * directory, which every module that changes a person tells to forget them. The bottom of the identity
 * layers: sessions (auth), the sign-in methods and the signed-in person's pages (user) build on it.
 */
export { userDirectory } from './people.module.ts';
export type { SignedInUser } from './people.repository.ts';
export type { UserDirectory } from './user-directory.ts';
