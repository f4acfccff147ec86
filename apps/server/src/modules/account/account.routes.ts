/**
 * Activation, forgotten and reset password, the live password rules, and change password (spec sections 2,
 * 4, 5 and 7). Every route that takes a token or checks a password has the sign-in routes' per-address limit.
 */
import {
  ACTIVATION_INVALID_MESSAGE,
  activateRequestSchema,
  activationDetailsSchema,
  activationErrorSchema,
  apiPaths,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  DOB_MISMATCH_MESSAGE,
  dobVerifyRequestSchema,
  dobVerifyResponseSchema,
  errorResponseSchema,
  FORGOT_PASSWORD_RATE_LIMIT_MESSAGE,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginTokenResponseSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  passwordCheckSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  PASSWORD_RULES_NOT_MET_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  resetCheckRequestSchema,
  resetCheckResponseSchema,
  ROBOT_CHECK_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { hitThrottle } from '../../lib/throttle.ts';
import { principalOf } from '../../plugins/auth.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import type { ActivationService } from './activation.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import type { PasswordChecksService } from './password-checks.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import { loginAnswer, setRefreshCookie, type RobotCheck } from '../auth/index.ts';

/** Reset links one tenant's e-mail may ask for in an hour, whoever asks. */
const resetRequestsPerEmail = { scope: 'forgot-password:email', limit: 5, windowMs: 60 * 60_000 };
export const FORGOT_PASSWORD_SENT_MESSAGE = "It's on the way...";
const NO_TENANT_MESSAGE = 'This address is not a portal of any organisation.';

/** A refusal that may list the rules the password failed. */
const refusalSchema = z
  .object({
    message: z.string(),
    error: z.string(),
    checks: z.array(passwordCheckSchema).optional(),
  })
  .meta({ id: 'AccountRefusal' });

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
  db: Database;
  clock: Clock;
  robotCheck: RobotCheck;
  activation: ActivationService;
  reset: PasswordResetService;
  change: PasswordChangeService;
  checks: PasswordChecksService;
  secureCookies: boolean;
  perMinute: number;
}> = async (app, options) => {
  const { db, clock, robotCheck, activation, reset, change, checks, secureCookies } = options;
  const limited = { rateLimit: signInRateLimit(options.perMinute) };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** The date-of-birth step of an e-mailed link, activation or reset: the fifth wrong date ends the link. */
  function dateOfBirthRoute(
    path: string,
    link: 'activation' | 'reset',
    flow: ActivationService | PasswordResetService,
    invalidMessage: string,
  ) {
    app.post(
      path,
      {
        config: { access: 'public', ...limited },
        schema: {
          tags: ['account'],
          summary: `Checks the ${link} link holder's date of birth (the fifth wrong one ends the link)`,
          body: dobVerifyRequestSchema,
          response: {
            200: dobVerifyResponseSchema,
            410: dobVerifyResponseSchema,
            422: dobVerifyResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { token, date_of_birth } = request.body;
        const checked = await flow.verifyDateOfBirth(tenantOf(request), token, date_of_birth);
        return answerDob(reply, checked, invalidMessage);
      },
    );
  }

  app.post(
    '/activation/:id',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['account'],
        summary: 'Who an activation link is for',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: activationDetailsSchema, 404: activationErrorSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const details = await activation.details(tenantOf(request), request.params.id);
      if (!details)
        return reply.code(404).send({ status: 'error' as const, error: ACTIVATION_INVALID_MESSAGE });
      return details;
    },
  );

  dateOfBirthRoute(apiPaths.activationDob, 'activation', activation, ACTIVATION_INVALID_MESSAGE);

  app.patch(
    apiPaths.activate,
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['account'],
        summary: 'Sets the first password and signs in (answers like POST /api/login)',
        body: activateRequestSchema,
        response: { 200: loginTokenResponseSchema, 410: refusalSchema, 422: refusalSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const outcome = await activation.activate(tenantOf(request), request.body, requestOrigin(request));
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
  );

  app.post(
    apiPaths.forgotPassword,
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['account'],
        summary: 'E-mails a password reset link; the answer is the same for every e-mail',
        body: forgotPasswordRequestSchema,
        response: {
          200: forgotPasswordResponseSchema,
          400: forgotPasswordResponseSchema,
          429: forgotPasswordResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const at = clock();
      if (!(await robotCheck.passed(request.body.recaptcha))) {
        return reply.code(400).send({
          sent: false,
          message: ROBOT_CHECK_MESSAGE,
          errors: [{ field: 'body.recaptcha', message: ROBOT_CHECK_MESSAGE }],
        });
      }
      const email = request.body.email;
      if (!(await hitThrottle(db, resetRequestsPerEmail, `${tenant.id} ${email}`, at))) {
        return reply.code(429).send({ sent: false, message: FORGOT_PASSWORD_RATE_LIMIT_MESSAGE });
      }
      reset.request(tenant, email, requestOrigin(request));
      return { sent: true, message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  );

  app.post(
    apiPaths.passwordResetCheck,
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['account'],
        summary: 'Whether a password reset link can still be used',
        body: resetCheckRequestSchema,
        response: { 200: resetCheckResponseSchema, 410: resetCheckResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const state = await reset.check(tenantOf(request), request.body.token);
      if (state === 'usable') return { valid: true };
      const message = state === 'expired' ? TOKEN_EXPIRED_MESSAGE : RESET_LINK_INVALID_MESSAGE;
      return reply.code(410).send({ valid: false, message, error: message });
    },
  );

  dateOfBirthRoute(apiPaths.passwordResetDob, 'reset', reset, RESET_LINK_INVALID_MESSAGE);

  app.post(
    apiPaths.passwordReset,
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['account'],
        summary: 'Sets a new password with a reset link; ends every session of the account',
        body: passwordResetRequestSchema,
        response: {
          200: passwordResetResponseSchema,
          410: passwordResetResponseSchema,
          422: passwordResetResponseSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const outcome = await reset.reset(tenantOf(request), request.body, requestOrigin(request));
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
  );

  app.post(
    apiPaths.passwordChecks,
    {
      config: { access: 'public', identifyIfSignedIn: true, ...limited },
      schema: {
        tags: ['account'],
        summary: 'The new-password rules for a password, as bit flags',
        description:
          'With `token` (an activation or reset link whose date of birth was verified) or a bearer token, the ' +
          "person's details and previous passwords count; otherwise those two rules are met.",
        body: passwordCheckRequestSchema,
        response: { 200: passwordCheckResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { password, token } = request.body;
      const answer = await checks.check(request.tenant, request.principal, password, token);
      if (answer === 'forbidden') return reply.code(403).send({ message: RESET_LINK_INVALID_MESSAGE });
      return answer;
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      config: { access: 'authenticated', blockedWhileMasquerading: true, ...limited },
      schema: {
        tags: ['account'],
        summary: "Changes the signed-in user's password; ends their other sessions",
        body: changePasswordRequestSchema,
        response: {
          200: changePasswordResponseSchema,
          400: changePasswordResponseSchema,
          422: changePasswordResponseSchema,
          429: changePasswordResponseSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const outcome = await change.change(principalOf(request), request.body, requestOrigin(request));
      switch (outcome.kind) {
        case 'done':
          return { changed: true };
        case 'wrongCurrentPassword':
          return reply.code(400).send({ changed: false, error: CURRENT_PASSWORD_WRONG_MESSAGE });
        case 'tooManyAttempts':
          return reply.code(429).send({ changed: false, error: CHANGE_PASSWORD_LIMIT_MESSAGE });
        case 'confirmationDiffers':
          return reply.code(422).send({ changed: false, error: PASSWORDS_DIFFER_MESSAGE });
        case 'rulesNotMet':
          return reply
            .code(422)
            .send({ changed: false, error: PASSWORD_RULES_NOT_MET_MESSAGE, checks: outcome.checks });
      }
    },
  );
};

const CHANGE_PASSWORD_LIMIT_MESSAGE = 'Too many attempts. Please wait 15 minutes and try again.';

function answerDob(reply: FastifyReply, checked: 'verified' | 'mismatch' | 'ended', endedMessage: string) {
  if (checked === 'verified') return reply.send({ verified: true });
  if (checked === 'mismatch') return reply.code(422).send({ verified: false, error: DOB_MISMATCH_MESSAGE });
  return reply.code(410).send({ verified: false, error: endedMessage });
}
