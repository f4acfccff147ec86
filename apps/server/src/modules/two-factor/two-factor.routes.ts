/**
 * Two-factor calls (spec section 7). Every refusal is a JSON list whose first item has a `code` (spec: "error (a
 * JSON list whose first item has a code)"). Steps of a sign-in answer 401 when refused; a signed-in person
 * gets 422 (or 429 while locked) for a wrong code instead, since the web app ends the session on any 401.
 * Every route has the sign-in routes' per-address limit: each checks a challenge, a code or a password.
 */
import { endpoints, twoFactorError, type TwoFactorErrorCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { principalOf } from '../../plugins/auth.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import type { Refused, SignedIn } from './outcomes.ts';
import type { TwoFactorContext } from './two-factor-context.ts';
import { disableTwoFactor } from './two-factor-disable.ts';
import { completeSetup, startSetup, verifyTemporary } from './two-factor-setup.ts';
import { signInWithCode } from './two-factor-sign-in.ts';
import { loginAnswer, setRefreshCookie } from '../auth/index.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { signInSite } from '../../plugins/tenant.ts';

const STATUS: Record<TwoFactorErrorCode, 401 | 403 | 409 | 422> = {
  invalid_code: 401,
  code_used: 401,
  locked: 401,
  invalid_challenge: 401,
  challenge_required: 401,
  forbidden: 403,
  invalid_password: 422,
  reason_required: 422,
  already_enabled: 409,
  not_enabled: 409,
  setup_missing: 409,
  setup_restarted: 409,
  not_enforced: 409,
  enforced: 409,
};
const SIGNED_IN_STATUS: Partial<Record<TwoFactorErrorCode, 422 | 429>> = {
  invalid_code: 422,
  code_used: 422,
  locked: 429,
};

const NO_TENANT_MESSAGE = 'This address is not a portal of any organisation.';

/** The host's tenant (the platform's own record on its host); a host that names none has no two-factor calls. */
function tenantOf(request: FastifyRequest) {
  const site = signInSite(request);
  if (!site) throw new HttpError(404, NO_TENANT_MESSAGE);
  return site;
}

export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorContext;
  secureCookies: boolean;
  perMinute: number;
}> = async (app, { twoFactor, secureCookies, perMinute }) => {
  const rateLimit = signInRateLimit(perMinute);
  const publicStep = { access: 'public' as const, rateLimit };
  // A masquerading administrator may not change the person's two-factor (auth plugin: 403).
  const eitherStep = {
    access: 'public' as const,
    identifyIfSignedIn: true,
    blockedWhileMasquerading: true,
    rateLimit,
  };

  function refuse(reply: FastifyReply, refused: Refused, signedIn: boolean) {
    const status = (signedIn && SIGNED_IN_STATUS[refused.code]) || STATUS[refused.code];
    return reply.code(status).send(twoFactorError(refused.code));
  }

  function signIn(reply: FastifyReply, outcome: SignedIn) {
    const { refreshToken, refreshMaxAgeSeconds } = outcome.tokens;
    setRefreshCookie(reply, refreshToken, refreshMaxAgeSeconds, secureCookies);
    return reply.send(loginAnswer(outcome).body);
  }

  /** A set-up step acts through the challenge when one is sent, else through the session. */
  const access = (request: FastifyRequest, body?: { challenge?: string; deviceToken?: string }) => ({
    challenge: body?.challenge,
    deviceToken: body?.deviceToken,
    principal: request.principal,
  });
  const bySession = (request: FastifyRequest, body?: { challenge?: string }) =>
    body?.challenge === undefined && request.principal !== null;

  addRoute(app, endpoints.loginMfa, {
    config: publicStep,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await signInWithCode(
        twoFactor,
        tenantOf(request),
        request.body,
        requestOrigin(request),
      );
      return outcome.kind === 'signedIn' ? signIn(reply, outcome) : refuse(reply, outcome, false);
    },
  });

  addRoute(app, endpoints.mfaSetup, {
    config: eitherStep,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      const outcome = await startSetup(
        twoFactor,
        tenantOf(request),
        request.params.id,
        access(request, body),
        requestOrigin(request),
      );
      if (outcome.kind === 'refused') return refuse(reply, outcome, bySession(request, body));
      return { url: outcome.url, secret: outcome.secret };
    },
  });

  addRoute(app, endpoints.mfaValidate, {
    config: eitherStep,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      const args = [
        twoFactor,
        tenantOf(request),
        request.params.id,
        body,
        access(request, body),
        requestOrigin(request),
      ] as const;
      const outcome =
        body.type === 'temporary' ? await verifyTemporary(...args) : await completeSetup(...args);
      switch (outcome.kind) {
        case 'refused':
          return refuse(reply, outcome, bySession(request, body));
        case 'valid':
          return { valid: true as const };
        case 'enabled':
          return { enabled: true };
        case 'signedIn':
          return signIn(reply, outcome);
      }
    },
  });

  addRoute(app, endpoints.mfaValidateEnforced, {
    config: publicStep,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body } = request;
      const outcome = await completeSetup(
        twoFactor,
        tenantOf(request),
        null,
        body,
        { challenge: body.challenge, deviceToken: body.deviceToken, principal: null },
        requestOrigin(request),
      );
      if (outcome.kind === 'signedIn') return signIn(reply, outcome);
      if (outcome.kind === 'refused') return refuse(reply, outcome, false);
      throw new Error('a challenge never completes without signing in');
    },
  });

  addRoute(app, endpoints.mfaDisable, {
    config: { access: 'authenticated', blockedWhileMasquerading: true, rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await disableTwoFactor(
        twoFactor,
        tenantOf(request),
        principalOf(request),
        request.params.id,
        request.body,
        requestOrigin(request),
      );
      if (outcome.kind === 'refused') return refuse(reply, outcome, true);
      return { enabled: false };
    },
  });
};
