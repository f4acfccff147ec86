/**
 * Two-factor authentication: the code after the password, set-up at sign-in where the tenant enforces it, and
 * turning it on or off from the profile.
 */
import { secureCookies } from '../../config.ts';
import { defineModule } from '../../lib/app-context.ts';
import { sessions } from '../auth/index.ts';
import { themes } from '../theme/index.ts';
import { userDirectory } from '../people/index.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorContext } from './two-factor-context.ts';

export const twoFactorModule = defineModule('two-factor', async (api, context) => {
  const { db, clock, secrets, mailer, config } = context;
  await api.register(twoFactorRoutes, {
    twoFactor: createTwoFactorContext({
      db,
      clock,
      secrets,
      // Authenticator apps keep the real time, not the demo's moved clock: codes are checked against it.
      codeClock: context.portalClock.base,
      sessions: context.use(sessions),
      mailer,
      users: context.use(userDirectory),
      themes: context.use(themes),
    }),
    secureCookies: secureCookies(config),
    perMinute: config.loginRateLimitPerMinute,
  });
});
