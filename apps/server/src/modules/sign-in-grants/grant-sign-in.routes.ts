/** POST /api/login/sso: the exchange behind /sso-login/{token}[/{schemeYear}] (spec sections 2 and 7). */
import {
  endpoints,
  MASQUERADE_LINK_EXPIRED_MESSAGE,
  MASQUERADE_USER_ID_HEADER,
  SIGN_IN_LINK_FAILED_MESSAGE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { signInWithGrant, type GrantSignInContext } from './grant-sign-in.service.ts';
import { loginAnswer, setRefreshCookie } from '../auth/index.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const grantSignInRoutes: FastifyPluginAsyncZod<{
  grantSignIn: GrantSignInContext;
  secureCookies: boolean;
  perMinute: number;
}> = async (app, { grantSignIn, secureCookies, perMinute }) => {
  addRoute(app, endpoints.loginSso, {
    config: { access: 'public', rateLimit: signInRateLimit(perMinute) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await signInWithGrant(
        grantSignIn,
        request.tenant,
        request.body,
        requestOrigin(request),
      );
      switch (outcome.kind) {
        case 'refused': {
          // Spec section 2: the masquerade wording for a spent 'msq' link, the general one otherwise.
          const message =
            outcome.code === 'link_expired' && outcome.tokenKind === 'masquerade'
              ? MASQUERADE_LINK_EXPIRED_MESSAGE
              : SIGN_IN_LINK_FAILED_MESSAGE;
          return reply
            .code(outcome.code === 'link_expired' ? 410 : 401)
            .send({ code: outcome.code, message });
        }
        case 'secondFactor':
          return reply.send(loginAnswer(outcome).body);
        case 'signedIn': {
          const { refreshToken, refreshMaxAgeSeconds } = outcome.tokens;
          setRefreshCookie(reply, refreshToken, refreshMaxAgeSeconds, secureCookies);
          const body = { ...loginAnswer(outcome).body, ssoLogoutUrl: outcome.ssoLogoutUrl };
          if (outcome.masqueradeUserId === null) return reply.send(body);
          reply.header(MASQUERADE_USER_ID_HEADER, outcome.masqueradeUserId);
          return reply.send({ ...body, masqueradeUserId: outcome.masqueradeUserId });
        }
      }
    },
  });
};
