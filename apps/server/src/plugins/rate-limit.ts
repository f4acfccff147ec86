/**
 * A generous per-IP limit on every API route, so later issues can tighten it per route (login, reset).
 * Static files of the web app are not counted: a page load fetches many of them.
 */
import rateLimit from '@fastify/rate-limit';
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
