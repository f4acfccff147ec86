import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RobotCheck } from './robot-check.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { passwordSignInRateLimit } from '../../plugins/rate-limit.ts';
import { loginAnswer } from './login-answers.ts';
import type { LoginAttempts } from './login-attempts.ts';
import { signIn } from './sign-in.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { signInSite } from '../../plugins/tenant.ts';

/** POST /api/login/url (how an e-mail signs in) is in modules/single-sign-on. */
export const loginRoutes: FastifyPluginAsyncZod<{
  attempts: LoginAttempts;
  robotCheck: RobotCheck;
  secureCookies: boolean;
  signInPerMinute: number;
}> = async (app, { attempts, robotCheck, secureCookies, signInPerMinute }) => {
  addRoute(app, endpoints.login, {
    config: { access: 'public', rateLimit: passwordSignInRateLimit(signInPerMinute) },
    handler: async (request, reply) => {
      const outcome = await signIn(attempts, signInSite(request), request.body, requestOrigin(request));
      if (outcome.kind === 'signedIn') {
        const { refreshToken, refreshMaxAgeSeconds } = outcome.tokens;
        setRefreshCookie(reply, refreshToken, refreshMaxAgeSeconds, secureCookies);
      }
      const { status, body } = loginAnswer(outcome);
      reply.header('cache-control', 'no-store');
      return reply.code(status).send(body);
    },
  });

  addRoute(app, endpoints.altchaChallenge, {
    config: { access: 'public' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return robotCheck.newChallenge();
    },
  });
};
