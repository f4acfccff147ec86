/**
 * Single-sign-on routes (spec section 7: "login/url", "a provider-named SSO path"; issue 7). All public: the
 * person is not signed in yet. The sign-in routes' per-address rate limit applies to each.
 */
import {
  apiPaths,
  errorResponseSchema,
  loginOptionsResponseSchema,
  loginUrlRequestSchema,
  loginUrlResponseSchema,
  SSO_ERROR_PATH,
  SSO_FAILED_MESSAGE,
  ssoCallbackErrorSchema,
  ssoCallbackQuerySchema,
  ssoCallbackResponseSchema,
  ssoStartQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { readBindingCookie, setBindingCookie } from './browser-binding.ts';
import type { SingleSignOnService } from './single-sign-on.service.ts';

const providerParams = z.object({ provider: z.string().max(63) });

export const singleSignOnRoutes: FastifyPluginAsyncZod<{
  sso: SingleSignOnService;
  secureCookies: boolean;
  signInPerMinute: number;
}> = async (app, { sso, secureCookies, signInPerMinute }) => {
  const config = { access: 'public' as const, rateLimit: signInRateLimit(signInPerMinute) };

  app.post(
    apiPaths.loginUrl,
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'How an e-mail signs in: with a password, or through single sign-on (url)',
        description:
          'hasSSO is true, with the start address in url, when one of the tenant’s identity providers serves ' +
          'the e-mail’s domain. The answer depends on the domain only, never on whether the account exists.',
        body: loginUrlRequestSchema,
        response: { 200: loginUrlResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sso.loginUrl(request.tenant, request.body.email);
    },
  );

  app.get(
    apiPaths.loginOptions,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "How the host's tenant signs in: ssoOnly hides the password step and forgotten password",
        response: { 200: loginOptionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sso.loginOptions(request.tenant);
    },
  );

  app.get(
    apiPaths.ssoStart,
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Starts single sign-on: a browser navigation, redirected (302) to the identity provider',
        description:
          'Sets the HttpOnly browser-binding cookie (10 minutes). Redirects to /sso-error/ when the tenant ' +
          'has no such provider or the provider cannot be reached.',
        params: providerParams,
        querystring: ssoStartQuerySchema,
        response: { 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = await sso.flow.start(
        request.tenant,
        request.params.provider,
        request.query.login_hint,
        readBindingCookie(request),
      );
      if (!started) return reply.redirect(SSO_ERROR_PATH, 302);
      setBindingCookie(reply, started.binding, secureCookies);
      return reply.redirect(started.location, 302);
    },
  );

  app.get(
    apiPaths.ssoCallback,
    {
      config,
      schema: {
        tags: ['auth'],
        summary: "Completes single sign-on with the provider's answer (the query of /sso/{provider})",
        description:
          'Success: { redirect: "/sso-login/sso…" }, a one-time token for POST /api/login/sso (2 minutes). ' +
          'Failure: 400 (state unknown, used, expired, of another provider or another browser), 403 (the ' +
          'provider or its ID token refused, no linked user) or 502 (provider unreachable), each with ' +
          '{ message, redirect: "/sso-error/" }.',
        params: providerParams,
        querystring: ssoCallbackQuerySchema,
        response: {
          200: ssoCallbackResponseSchema,
          400: ssoCallbackErrorSchema,
          403: ssoCallbackErrorSchema,
          429: errorResponseSchema,
          502: ssoCallbackErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await sso.flow.complete(
        request.tenant,
        request.params.provider,
        request.query,
        readBindingCookie(request),
        requestOrigin(request),
      );
      if (outcome.ok) return { redirect: outcome.redirect };
      return reply.code(outcome.status).send({ message: SSO_FAILED_MESSAGE, redirect: SSO_ERROR_PATH });
    },
  );
};
