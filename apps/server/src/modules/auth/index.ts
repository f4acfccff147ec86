/**
 * Sessions' door (the identity layer above people): the session store and its functions, the one place that
 * completes a sign-in (second factor or session), the second-factor challenge, the password checks other flows
 * reuse and the sign-in answer with its refresh cookie, for the sign-in methods above it.
 * The module's wiring (routes, jobs, shared services) is auth.module.ts.
 */
export {
  accessTokens,
  completeSignIn,
  failureClearer,
  passwordConfirmer,
  robotCheck,
  sessions,
} from './auth.module.ts';
export { consumeChallenge, endChallengesOfUser } from './challenges.repository.ts';
export { usableChallenge } from './challenges.ts';
export type { CompleteSignIn, SignInStep } from './complete-sign-in.ts';
export type { PasswordConfirmation } from './confirm-password.ts';
export { loginAnswer } from './login-answers.ts';
export type { AttemptKey } from './login.repository.ts';
export { setRefreshCookie } from './refresh-cookie.ts';
export { twoFactorRequired } from './two-factor-policy.ts';
export type { RobotCheck } from './robot-check.ts';
export {
  type IssuedTokens,
  type Sessions,
  checkSession,
  endUserSessions,
  openSession,
} from './sessions.service.ts';
