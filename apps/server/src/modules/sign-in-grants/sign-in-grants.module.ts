/**
 * One-time sign-in links (masquerade, magic link, single sign-on) and their exchange for a session
 * (POST /api/login/sso).
 */
import { secureCookies } from '../../config.ts';
import { defineModule, provider } from '../../lib/app-context.ts';
import { completeSignIn, sessions } from '../auth/index.ts';
import { grantSignInRoutes } from './grant-sign-in.routes.ts';
import { createSignInGrants } from './sign-in-grants.service.ts';

export const signInGrants = provider('sign-in-grants', ({ db, clock }) => createSignInGrants({ db, clock }));

export const signInGrantsModule = defineModule('sign-in-grants', async (api, context) => {
  const { db, clock, config } = context;
  await api.register(grantSignInRoutes, {
    grantSignIn: {
      db,
      clock,
      grants: context.use(signInGrants),
      sessions: context.use(sessions),
      completeSignIn: context.use(completeSignIn),
    },
    secureCookies: secureCookies(config),
    perMinute: config.loginRateLimitPerMinute,
  });
});
