import {
  altchaChallengeSchema,
  apiPaths,
  errorResponseSchema,
  loginRequestSchema,
  loginTokenResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RobotCheck } from './robot-check.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { loginAnswer } from './login-answers.ts';
import type { LoginAttempts } from './login-attempts.ts';
import { signIn } from './sign-in.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

/** POST /api/login/url (how an e-mail signs in) is in modules/single-sign-on. */
export const loginRoutes: FastifyPluginAsyncZod<{
  attempts: LoginAttempts;
  robotCheck: RobotCheck;
  secureCookies: boolean;
  signInPerMinute: number;
}> = async (app, { attempts, robotCheck, secureCookies, signInPerMinute }) => {
  app.post(
    apiPaths.login,
    {
      config: { access: 'public', rateLimit: signInRateLimit(signInPerMinute) },
      schema: {
        tags: ['auth'],
        summary: "Password sign-in on the host's tenant",
        description:
          'Success: 200 with access_token and the refresh cookie, or a two-factor flag and no token. ' +
          'Failure: 401 with error_message, showRecaptcha and userAccountLocked.',
        body: loginRequestSchema,
        response: {
          200: loginTokenResponseSchema,
          401: loginTokenResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await signIn(attempts, request.tenant, request.body, requestOrigin(request));
      if (outcome.kind === 'signedIn') {
        const { refreshToken, refreshMaxAgeSeconds } = outcome.tokens;
        setRefreshCookie(reply, refreshToken, refreshMaxAgeSeconds, secureCookies);
      }
      const { status, body } = loginAnswer(outcome);
      reply.header('cache-control', 'no-store');
      return reply.code(status).send(body);
    },
  );

  app.get(
    apiPaths.altchaChallenge,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A robot-check (ALTCHA) challenge, valid for 10 minutes and one sign-in attempt',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return robotCheck.newChallenge();
    },
  );
};
