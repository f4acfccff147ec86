/**
 * Accounts: activation from the e-mailed link, forgotten and reset password, changing the password, and the
 * live password rules.
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { completeSignIn, failureClearer, robotCheck, sessions } from '../auth/index.ts';
import { createAccountServices } from './account-services.ts';
import { accountRoutes } from './account.routes.ts';
import { passwordResetRequests } from './password-reset.service.ts';
import { passwordRoutes } from './password.routes.ts';

export type { AccountServices } from './account-services.ts';
export { accountTokenHash } from './account-token.ts';

export const accounts = provider('accounts', (context) =>
  createAccountServices({
    db: context.db,
    clock: context.clock,
    sessions: context.use(sessions),
    mailer: context.mailer,
    jobs: context.jobs,
    clearSignInFailures: failureClearer(context),
    completeSignIn: context.use(completeSignIn),
  }),
);

export const accountModule = defineModule('account', async (api, context) => {
  const { config, jobs } = context;
  const { activation, reset, change, checks } = context.use(accounts);
  const perMinute = config.loginRateLimitPerMinute;
  await api.register(accountRoutes, {
    robotCheck: context.use(robotCheck),
    activation,
    reset,
    secureCookies: secureCookies(config),
    perMinute,
  });
  await api.register(passwordRoutes, { change, checks, perMinute });
  jobs.handle(passwordResetRequests, (request) => reset.issue(request));
});
