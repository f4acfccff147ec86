/**
 * Accounts: activation from the e-mailed link, forgotten and reset password, changing the password, and the
 * live password rules.
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { completeSignIn, failureClearer, robotCheck, sessions } from '../auth/index.ts';
import { accountRoutes } from './account.routes.ts';
import { issuePasswordReset, passwordResetRequests } from './password-reset.service.ts';
import type { AccountDeps } from './account-deps.ts';
import { passwordRoutes } from './password.routes.ts';

/** The account flows' context: what their functions take first. */
export const accounts = provider('accounts', (context): AccountDeps => ({
  db: context.db,
  clock: context.clock,
  sessions: context.use(sessions),
  mailer: context.mailer,
  jobs: context.jobs,
  clearSignInFailures: failureClearer(context),
  completeSignIn: context.use(completeSignIn),
}));

export const accountModule = defineModule('account', async (api, context) => {
  const { config, jobs } = context;
  const deps = context.use(accounts);
  const perMinute = config.loginRateLimitPerMinute;
  await api.register(accountRoutes, {
    robotCheck: context.use(robotCheck),
    accounts: deps,
    secureCookies: secureCookies(config),
    perMinute,
  });
  await api.register(passwordRoutes, { accounts: deps, perMinute });
  jobs.handle(passwordResetRequests, (request) => issuePasswordReset(deps, request));
});
