/**
 * Rate limits sized for an employer's office behind one gateway address (docs/decisions.md, "Limits that stop
 * attackers, not offices"): a per-address ceiling on every API route, counted in memory per process, and the
 * sign-in routes' own limits, counted in the database for the whole portal (rate-limit-store.ts,
 * sign-in-limits.ts). Static files of the web app are not counted: a page load fetches many of them.
 */
import rateLimit from '@fastify/rate-limit';
import { LOGIN_RATE_LIMIT_MESSAGE } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { portalRateLimitStore, type SharedLimit } from './rate-limit-store.ts';
import { signInLimits, type SignInLimitOptions } from './sign-in-limits.ts';

export interface RateLimitPluginOptions extends SignInLimitOptions {
  db: Database;
  /** API requests a minute per address, per process. */
  perMinute: number;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { db, perMinute, ...signIn }) => {
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: '1 minute',
      store: portalRateLimitStore(db),
      allowList: (request) => !request.url.startsWith('/api/'),
      // The limit is only news once it is reached: the 429 answer carries the headers and Retry-After.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
    signInLimits(app, signIn);
  },
  { name: 'rate-limit' },
);

export interface SignInRateLimit extends SharedLimit {
  max: number;
  timeWindow: string;
  errorResponseBuilder: () => { statusCode: number; message: string };
  /** Whose account an attempt is for (POST /api/login): adds the refusal limits of sign-in-limits.ts. */
  accountOf?: (request: FastifyRequest) => string | null;
}

/**
 * The per-address limit of each sign-in route, as a route's `config.rateLimit` (it replaces the general
 * limit there), counted per route for the whole portal. Guessing is stopped per account (the lock and the
 * robot check, modules/auth, and the limits of `passwordSignInRateLimit`); this stops one address flooding.
 */
export function signInRateLimit(perMinute: number): SignInRateLimit {
  return {
    max: perMinute,
    timeWindow: '1 minute',
    shared: true,
    errorResponseBuilder: () => ({ statusCode: 429, message: LOGIN_RATE_LIMIT_MESSAGE }),
  };
}

/**
 * The password sign-in's limits: the route's per-address limit, and its refusals per account and address and
 * per address (sign-in-limits.ts).
 */
export function passwordSignInRateLimit(perMinute: number): SignInRateLimit {
  return { ...signInRateLimit(perMinute), accountOf: emailOfBody };
}

function emailOfBody(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : null;
}
