/**
 * Sign-in and sessions: the password sign-in with its lock and robot check, access and refresh tokens, the
 * challenge of the second-factor step, and `completeSignIn`, the one place that decides whether a sign-in
 * needs a second factor.
 */
import { secureCookies } from '../../config.ts';
import { createAccessTokens } from '../../lib/access-token.ts';
import { defineModule, provider, type AppContext } from '../../lib/app-context.ts';
import { createCaptcha } from '../../lib/captcha.ts';
import { userDirectory } from '../people/index.ts';
import { createCompleteSignIn } from './complete-sign-in.ts';
import type { AttemptKey } from './login.repository.ts';
import { accountLockedNotices, createLockNotice } from './lock-notice.ts';
import { loginRoutes } from './login.routes.ts';
import { clearFailures, createLoginAttempts } from './login-attempts.ts';
import { confirmPassword } from './confirm-password.ts';
import { createRobotCheck } from './robot-check.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessions } from './sessions.service.ts';

/** How long a session's state may be kept in memory if no notice of its end arrives. */
const SESSION_CACHE_MS = 60_000;

export const accessTokens = provider('access-tokens', ({ config, clock }) =>
  createAccessTokens(config.secretKey, clock),
);

export const sessions = provider('sessions', (context) =>
  createSessions({
    db: context.db,
    clock: context.clock,
    accessTokens: context.use(accessTokens),
    // Kept in memory: a session ended on one process is dropped on every other through the change notices
    // before the request that ended it answers; the time to live only bounds a notice that was lost.
    cacheMs: SESSION_CACHE_MS,
    notices: context.notices,
  }),
);

export const robotCheck = provider('robot-check', ({ db, clock, config }) =>
  createRobotCheck({
    db,
    clock,
    captcha: createCaptcha({ secretKey: config.secretKey, maxNumber: config.captchaMaxNumber, clock }),
  }),
);

export const completeSignIn = provider('complete-sign-in', (context) =>
  createCompleteSignIn({ db: context.db, clock: context.clock, sessions: context.use(sessions) }),
);

/** Password sign-in's failure counts and locks; `confirmPassword` and `clearFailures` below act on them. */
export const loginAttempts = provider('login-attempts', (context) =>
  createLoginAttempts({
    db: context.db,
    clock: context.clock,
    robotCheck: context.use(robotCheck),
    jobs: context.jobs,
    completeSignIn: context.use(completeSignIn),
    // Read each time: every process counts the same failures.
    cacheMs: 0,
  }),
);

/** A signed-in person's password, checked as a sign-in checks it (confirm-password.ts). */
export function passwordConfirmer(context: AppContext) {
  return (...request: DropFirst<Parameters<typeof confirmPassword>>) =>
    confirmPassword(context.use(loginAttempts), ...request);
}

/** Lifts an account's sign-in lock (after a new password is set through a link). */
export function failureClearer(context: AppContext) {
  return (key: AttemptKey) => clearFailures(context.use(loginAttempts), key);
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export const authModule = defineModule('auth', async (api, context) => {
  const { config, jobs, mailer } = context;
  const cookies = secureCookies(config);
  await api.register(loginRoutes, {
    attempts: context.use(loginAttempts),
    robotCheck: context.use(robotCheck),
    secureCookies: cookies,
    signInPerMinute: config.loginRateLimitPerMinute,
  });
  await api.register(sessionRoutes, { sessions: context.use(sessions), secureCookies: cookies });
  jobs.handle(
    accountLockedNotices,
    createLockNotice({ mailer, person: (userId) => context.use(userDirectory).user(userId) }),
  );
});
