/** Magic links: an employer e-mails one of their employees a single-use sign-in link. */
import { defineModule } from '../../lib/app-context.ts';
import { passwordConfirmer } from '../auth/index.ts';
import { signInGrants } from '../sign-in-grants/index.ts';
import { magicLinkRoutes } from './magic-link.routes.ts';

export const magicLinkModule = defineModule('magic-link', async (api, context) => {
  const { db, clock, mailer, config } = context;
  await api.register(magicLinkRoutes, {
    magicLinks: {
      db,
      clock,
      grants: context.use(signInGrants),
      mailer,
      confirmPassword: passwordConfirmer(context),
    },
    perMinute: config.loginRateLimitPerMinute,
  });
});
