/**
 * Accounts: activation from the e-mailed link, forgotten and reset password, changing the password, and the
 * live password rules.
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { completeSignIn, login, robotCheck, sessions } from '../auth/index.ts';
import { createAccountServices } from './account-services.ts';
import { accountRoutes } from './account.routes.ts';
import { passwordResetRequests } from './password-reset.service.ts';

export type { AccountServices } from './account-services.ts';
export { accountTokenHash } from './account-token.ts';

export const accounts = provider('accounts', (context) =>
  createAccountServices({
    db: context.db,
    clock: context.clock,
    sessions: context.use(sessions),
    mailer: context.mailer,
    jobs: context.jobs,
    login: context.use(login),
    completeSignIn: context.use(completeSignIn),
  }),
);

export const accountModule = defineModule('account', async (api, context) => {
  const { db, clock, config, jobs } = context;
  const services = context.use(accounts);
  await api.register(accountRoutes, {
    db,
    clock,
    robotCheck: context.use(robotCheck),
    ...services,
    secureCookies: secureCookies(config),
    perMinute: config.loginRateLimitPerMinute,
  });
  jobs.handle(passwordResetRequests, (request) => services.reset.issue(request));
});
