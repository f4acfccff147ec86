/**
 * The session's in-memory parts, which the auth feature holds, as tests set and read them: the access token of a
 * signed-in session, and the challenge of a two-factor step in progress.
 */
export { setAccessToken } from '../features/auth/session/access-token.ts';
export {
  beginTwoFactorAttempt,
  currentTwoFactorAttempt,
  holdTwoFactorSetup,
} from '../features/auth/session/two-factor-attempt.ts';
