/**
 * Activation, and forgotten and reset password (spec sections 2, 4, 5 and 7); the live password rules and
 * change password are in password.routes.ts. Every route that takes a token has the sign-in routes' per-address
 * limit.
 */
import type { passwordCheckSchema } from '@portal/contracts';
import {
  endpoints,
  ACTIVATION_INVALID_MESSAGE,
  DOB_MISMATCH_MESSAGE,
  FORGOT_PASSWORD_RATE_LIMIT_MESSAGE,
  PASSWORD_RULES_NOT_MET_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  ROBOT_CHECK_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import type { AccountDeps } from './account-deps.ts';
import { activateAccount, activationDetails, verifyActivationDateOfBirth } from './activation.service.ts';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  verifyResetDateOfBirth,
} from './password-reset.service.ts';
import { loginAnswer, setRefreshCookie, type RobotCheck } from '../auth/index.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const FORGOT_PASSWORD_SENT_MESSAGE = "It's on the way...";
const NO_TENANT_MESSAGE = 'This address is not a portal of any organisation.';

function tenantOf(request: FastifyRequest): ClientRow {
  if (!request.tenant) throw new HttpError(404, NO_TENANT_MESSAGE);
  return request.tenant;
}

const refusal = (message: string, checks?: z.infer<typeof passwordCheckSchema>[]) => ({
  message,
  error: message,
  ...(checks ? { checks } : {}),
});

export const accountRoutes: FastifyPluginAsyncZod<{
  robotCheck: RobotCheck;
  accounts: AccountDeps;
  secureCookies: boolean;
  perMinute: number;
}> = async (app, options) => {
  const { robotCheck, accounts, secureCookies } = options;
  const limited = { rateLimit: signInRateLimit(options.perMinute) };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** The date-of-birth step of an e-mailed link, activation or reset: the fifth wrong date ends the link. */
  function dateOfBirthRoute(
    endpoint: typeof endpoints.activationDob | typeof endpoints.passwordResetDob,
    verify: typeof verifyActivationDateOfBirth | typeof verifyResetDateOfBirth,
    invalidMessage: string,
  ) {
    addRoute(app, endpoint, {
      config: { access: 'public', ...limited },
      handler: async (request, reply) => {
        const { token, date_of_birth } = request.body;
        const checked = await verify(accounts, tenantOf(request), token, date_of_birth);
        return answerDob(reply, checked, invalidMessage);
      },
    });
  }

  addRoute(app, endpoints.activationDetails, {
    config: { access: 'public', ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const details = await activationDetails(accounts, tenantOf(request), request.params.id);
      if (!details)
        return reply.code(404).send({ status: 'error' as const, error: ACTIVATION_INVALID_MESSAGE });
      return details;
    },
  });

  dateOfBirthRoute(endpoints.activationDob, verifyActivationDateOfBirth, ACTIVATION_INVALID_MESSAGE);

  addRoute(app, endpoints.activate, {
    config: { access: 'public', ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const outcome = await activateAccount(
        accounts,
        tenantOf(request),
        request.body,
        requestOrigin(request),
      );
      switch (outcome.kind) {
        case 'done': {
          if (outcome.login.kind === 'signedIn') {
            const { refreshToken, refreshMaxAgeSeconds } = outcome.login.tokens;
            setRefreshCookie(reply, refreshToken, refreshMaxAgeSeconds, secureCookies);
          }
          // Activation ends signed in or at the second factor: always a 200 answer.
          return reply.send(loginAnswer(outcome.login).body);
        }
        case 'unusable':
          return reply.code(410).send(refusal(ACTIVATION_INVALID_MESSAGE));
        case 'dobMismatch':
          return reply.code(422).send(refusal(DOB_MISMATCH_MESSAGE));
        case 'confirmationDiffers':
          return reply.code(422).send(refusal(PASSWORDS_DIFFER_MESSAGE));
        case 'rulesNotMet':
          return reply.code(422).send(refusal(PASSWORD_RULES_NOT_MET_MESSAGE, outcome.checks));
      }
    },
  });

  addRoute(app, endpoints.forgotPassword, {
    config: { access: 'public', ...limited },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      if (!(await robotCheck.passed(request.body.recaptcha))) {
        return reply.code(400).send({
          sent: false,
          message: ROBOT_CHECK_MESSAGE,
          errors: [{ field: 'body.recaptcha', message: ROBOT_CHECK_MESSAGE }],
        });
      }
      if (
        (await requestPasswordReset(accounts, tenant, request.body.email, requestOrigin(request))) ===
        'throttled'
      ) {
        return reply.code(429).send({ sent: false, message: FORGOT_PASSWORD_RATE_LIMIT_MESSAGE });
      }
      return { sent: true, message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  });

  addRoute(app, endpoints.passwordResetCheck, {
    config: { access: 'public', ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const state = await checkResetToken(accounts, tenantOf(request), request.body.token);
      if (state === 'usable') return { valid: true };
      const message = state === 'expired' ? TOKEN_EXPIRED_MESSAGE : RESET_LINK_INVALID_MESSAGE;
      return reply.code(410).send({ valid: false, message, error: message });
    },
  });

  dateOfBirthRoute(endpoints.passwordResetDob, verifyResetDateOfBirth, RESET_LINK_INVALID_MESSAGE);

  addRoute(app, endpoints.passwordReset, {
    config: { access: 'public', ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const outcome = await resetPassword(accounts, tenantOf(request), request.body, requestOrigin(request));
      switch (outcome.kind) {
        case 'done':
          return { reset: true, redirectURL: '/' };
        case 'unusable': {
          const message = outcome.expired ? TOKEN_EXPIRED_MESSAGE : RESET_LINK_INVALID_MESSAGE;
          return reply.code(410).send({ reset: false, message, error: message });
        }
        case 'dobMismatch':
          return reply.code(422).send({ reset: false, ...refusal(DOB_MISMATCH_MESSAGE) });
        case 'confirmationDiffers':
          return reply.code(422).send({ reset: false, ...refusal(PASSWORDS_DIFFER_MESSAGE) });
        case 'rulesNotMet':
          return reply
            .code(422)
            .send({ reset: false, ...refusal(PASSWORD_RULES_NOT_MET_MESSAGE, outcome.checks) });
      }
    },
  });
};

function answerDob(reply: FastifyReply, checked: 'verified' | 'mismatch' | 'ended', endedMessage: string) {
  if (checked === 'verified') return reply.send({ verified: true });
  if (checked === 'mismatch') return reply.code(422).send({ verified: false, error: DOB_MISMATCH_MESSAGE });
  return reply.code(410).send({ verified: false, error: endedMessage });
}
