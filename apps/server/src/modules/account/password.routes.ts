/**
 * The live password rules (POST /api/password, for every new-password form) and changing the signed-in
 * person's password (spec sections 5 and 7). Both check a password, so both have the sign-in routes'
 * per-address limit.
 */
import {
  endpoints,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_RULES_NOT_MET_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { principalOf } from '../../plugins/auth.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import type { AccountDeps } from './account-deps.ts';
import { changePassword } from './password-change.service.ts';
import { checkNewPassword } from './password-checks.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { signInSite } from '../../plugins/tenant.ts';

const CHANGE_PASSWORD_LIMIT_MESSAGE = 'Too many attempts. Please wait 15 minutes and try again.';

export const passwordRoutes: FastifyPluginAsyncZod<{
  accounts: AccountDeps;
  perMinute: number;
}> = async (app, { accounts, perMinute }) => {
  const limited = { rateLimit: signInRateLimit(perMinute) };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  addRoute(app, endpoints.passwordChecks, {
    config: { access: 'public', identifyIfSignedIn: true, ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const { password, token } = request.body;
      const answer = await checkNewPassword(
        accounts,
        signInSite(request),
        request.principal,
        password,
        token,
      );
      if (answer === 'forbidden') return reply.code(403).send({ message: RESET_LINK_INVALID_MESSAGE });
      return answer;
    },
  });

  addRoute(app, endpoints.changePassword, {
    config: { access: 'authenticated', blockedWhileMasquerading: true, ...limited },
    handler: async (request, reply) => {
      noStore(reply);
      const outcome = await changePassword(
        accounts,
        principalOf(request),
        request.body,
        requestOrigin(request),
      );
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
  });
};
