/**
 * Single-sign-on routes (spec section 7: "login/url", "a provider-named SSO path"; issue 7). All public: the
 * person is not signed in yet. The sign-in routes' per-address rate limit applies to each.
 */
import { endpoints, SSO_ERROR_PATH, SSO_FAILED_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { readBindingCookie, setBindingCookie } from './browser-binding.ts';
import { loginOptions, ssoLoginUrl } from './single-sign-on.service.ts';
import { startSignIn } from './sign-in-start.service.ts';
import { completeSso, type SsoContext } from './sso-flow.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const singleSignOnRoutes: FastifyPluginAsyncZod<{
  sso: SsoContext;
  secureCookies: boolean;
  signInPerMinute: number;
}> = async (app, { sso, secureCookies, signInPerMinute }) => {
  const config = { access: 'public' as const, rateLimit: signInRateLimit(signInPerMinute) };

  addRoute(app, endpoints.loginUrl, {
    config,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ssoLoginUrl(sso, request.tenant, request.body.email);
    },
  });

  addRoute(app, endpoints.loginOptions, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loginOptions(request.tenant);
    },
  });

  addRoute(app, endpoints.ssoStart, {
    config,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = await startSignIn(
        sso,
        request.tenant,
        request.params.provider,
        request.query.login_hint,
        readBindingCookie(request),
      );
      if (!started) return reply.redirect(SSO_ERROR_PATH, 302);
      setBindingCookie(reply, started.binding, secureCookies, started.crossSitePost);
      return reply.redirect(started.location, 302);
    },
  });

  addRoute(app, endpoints.ssoCallback, {
    config,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await completeSso(
        sso,
        request.tenant,
        request.params.provider,
        request.query,
        readBindingCookie(request),
        requestOrigin(request),
      );
      if (outcome.ok) return { redirect: outcome.redirect };
      return reply.code(outcome.status).send({ message: SSO_FAILED_MESSAGE, redirect: SSO_ERROR_PATH });
    },
  });
};
