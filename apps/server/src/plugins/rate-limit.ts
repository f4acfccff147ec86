/**
 * A generous per-IP limit on every API route; the routes that guard secrets (login, reset, two-factor, sign-in
 * links) tighten it on their own config.
 * Static files of the web app are not counted: a page load fetches many of them.
 */
import rateLimit from '@fastify/rate-limit';
import { LOGIN_RATE_LIMIT_MESSAGE } from '@portal/contracts';
import fp from 'fastify-plugin';

export const rateLimitPlugin = fp<{ perMinute: number }>(
  async (app, { perMinute }) => {
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      // The limit is only news once it is reached: the 429 answer carries the headers and Retry-After.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'rate-limit' },
);

/**
 * The tighter per-IP limit of each sign-in route, as a route's `config.rateLimit` (it replaces the general
 * limit there). Login failures are also counted per account (modules/auth); this limit stops one address
 * trying many accounts.
 */
export function signInRateLimit(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, message: LOGIN_RATE_LIMIT_MESSAGE }),
  };
}
