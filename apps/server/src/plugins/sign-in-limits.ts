/**
 * What limits a password sign-in beyond its route's per-address limit, on routes whose limit names the account
 * (`passwordSignInRateLimit`): refused sign-ins (401 answers), counted in the database for the whole portal
 * (rate-limit-store.ts),
 * - at one account from one address, a minute: guessing from one place, beside the account's lock (and an
 *   account's owner signing in again and again is never held back);
 * - from one address, in ten minutes: an office's people mostly sign in, a guesser trying a password on many
 *   accounts is mostly refused.
 * Once a count is reached, those sign-ins answer 429 until its window ends.
 */
import { LOGIN_RATE_LIMIT_MESSAGE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError } from '../lib/http-error.ts';
import { addressKey } from '../lib/throttle.ts';
import type { SharedLimit } from './rate-limit-store.ts';

export interface SignInLimitOptions {
  /** Refused sign-ins a minute at one account from one address. */
  accountFailuresPerMinute: number;
  /** Refused sign-ins from one address in ten minutes. */
  failuresPerTenMinutes: number;
}

type AccountOf = (request: FastifyRequest) => string | null;

const MINUTE_MS = 60_000;
const TEN_MINUTES_MS = 10 * MINUTE_MS;

export function signInLimits(app: FastifyInstance, options: SignInLimitOptions): void {
  app.addHook('onRoute', (route) => {
    const accountOf = accountOfRoute(route);
    if (!accountOf) return;
    const counter = (scope: string, max: number, timeWindow: number, key: (r: FastifyRequest) => string) =>
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: key,
        ...({ shared: true, scope } satisfies SharedLimit),
      });
    const refusals = [
      counter('sign-in:refused-account-address', options.accountFailuresPerMinute, MINUTE_MS, (request) =>
        accountAddressKey(request, accountOf),
      ),
      counter('sign-in:refused-per-address', options.failuresPerTenMinutes, TEN_MINUTES_MS, addressOf),
    ];

    route.preHandler = [
      ...hooks(route.preHandler),
      async (request, reply) => {
        // Read only: a refusal is counted as it is answered (below).
        const counts = await Promise.all(refusals.map((refused) => refused(request, { increment: false })));
        for (const seen of counts) {
          if (!seen.isAllowed && seen.remaining === 0) tooMany(reply, seen.ttlInSeconds);
        }
      },
    ];
    // Counted before the refusal is sent, so that the next attempt already sees it.
    route.onSend = [
      ...hooks(route.onSend),
      async (request, reply, payload) => {
        if (reply.statusCode === 401) await Promise.all(refusals.map((refused) => refused(request)));
        return payload;
      },
    ];
  });
}

function accountOfRoute(route: RouteOptions): AccountOf | null {
  const limit: unknown = route.config?.rateLimit;
  if (typeof limit !== 'object' || limit === null || !('accountOf' in limit)) return null;
  return typeof limit.accountOf === 'function' ? (limit.accountOf as AccountOf) : null;
}

const hooks = <T>(existing: T | T[] | undefined): T[] =>
  existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];

const addressOf = (request: FastifyRequest) => addressKey(request.ip);

/** Hashed: the counters need not hold e-mail addresses. */
function accountAddressKey(request: FastifyRequest, accountOf: AccountOf): string {
  const account = `${request.tenant?.id ?? request.host}\n${(accountOf(request) ?? '').toLowerCase()}`;
  return createHash('sha256')
    .update(`${account}\n${addressOf(request)}`)
    .digest('base64url');
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  throw new HttpError(429, LOGIN_RATE_LIMIT_MESSAGE);
}
