/**
 * Sign-in and sessions: the password sign-in with its lock and robot check, access and refresh tokens, the
 * challenge of the second-factor step, and `completeSignIn`, the one place that decides whether a sign-in
 * needs a second factor.
 */
import { secureCookies } from '../../config.ts';
import { createAccessTokens } from '../../lib/access-token.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { createCaptcha } from '../../lib/captcha.ts';
import { userDirectory } from '../user/index.ts';
import { createCompleteSignIn } from './complete-sign-in.ts';
import { accountLockedNotices, createLockNotice } from './lock-notice.ts';
import { loginRoutes } from './login.routes.ts';
import { createLoginService } from './login.service.ts';
import { createRobotCheck } from './robot-check.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessionService } from './sessions.service.ts';

export { CHALLENGE_VALID_MS, issueTwoFactorChallenge, usableChallenge } from './challenges.ts';
export { consumeChallenge, endChallengesOfUser } from './challenges.repository.ts';
export type { CompleteSignIn, SignInStep } from './complete-sign-in.ts';
export { loginAnswer } from './login-answers.ts';
export type { LoginService } from './login.service.ts';
export { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
export type { RobotCheck } from './robot-check.ts';
export type { IssuedTokens, SessionService, SessionUser } from './sessions.service.ts';

/** How long session state and failure counts stay in memory on a single-instance server. */
const SESSION_CACHE_MS = 5 * 60 * 1000;
const LOGIN_COUNT_CACHE_MS = 15 * 60 * 1000;

export const accessTokens = provider('access-tokens', ({ config, clock }) =>
  createAccessTokens(config.secretKey, clock),
);

export const sessions = provider('sessions', (context) =>
  createSessionService({
    db: context.db,
    clock: context.clock,
    accessTokens: context.use(accessTokens),
    cacheMs: context.singleInstance ? SESSION_CACHE_MS : 0,
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

export const login = provider('login', (context) =>
  createLoginService({
    db: context.db,
    clock: context.clock,
    robotCheck: context.use(robotCheck),
    jobs: context.jobs,
    completeSignIn: context.use(completeSignIn),
    cacheMs: context.singleInstance ? LOGIN_COUNT_CACHE_MS : 0,
  }),
);

export const authModule = defineModule('auth', async (api, context) => {
  const { config, jobs, mailer } = context;
  const cookies = secureCookies(config);
  await api.register(loginRoutes, {
    login: context.use(login),
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
