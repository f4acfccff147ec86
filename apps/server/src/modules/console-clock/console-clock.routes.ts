import { endpoints } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import type { PortalClock } from '../../lib/portal-clock.ts';
import { consoleActor } from '../console/index.ts';
import { presentDemoClock } from './console-clock.presenter.ts';
import { changeDemoClock, type ClockChange } from './demo-clock.service.ts';

export const consoleClockRoutes: FastifyPluginAsyncZod<{
  db: Database;
  portalClock: PortalClock;
  demo: boolean;
  /** Takes the new offset here, and tells every other process. */
  adopt(offsetMs: number): Promise<void>;
  /** Whether the request's own sign-in still holds by the portal's clock as it now is (token and session). */
  signedInStill(request: FastifyRequest): Promise<boolean>;
}> = async (app, { db, portalClock, demo, adopt, signedInStill }) => {
  const answer = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return presentDemoClock(db, {
      now: portalClock.clock(),
      offsetMs: portalClock.offsetMs(),
      available: demo,
    });
  };
  const change = async (actor: ReturnType<typeof consoleActor>, clockChange: ClockChange) => {
    const outcome = await changeDemoClock(
      { db, base: portalClock.base, demo },
      { via: 'console', actor },
      clockChange,
    );
    // Even unchanged: this process may not have heard of a change made elsewhere a moment ago.
    if (outcome.changed || outcome.offsetMs !== portalClock.offsetMs()) await adopt(outcome.offsetMs);
  };

  addRoute(app, endpoints.consoleClock, {
    config: { access: 'operator' },
    handler: (_request, reply) => answer(reply),
  });

  // A move forward past the session's idle time ends the operator's own session too (sessions follow the
  // portal's clock): the answer says so, and the console signs them out with a message rather than meeting a
  // refusal at its next request.
  const changed = async (request: FastifyRequest, reply: FastifyReply) => ({
    ...(await answer(reply)),
    sessionEnded: !(await signedInStill(request)),
  });

  addRoute(app, endpoints.consoleClockMove, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      await change(consoleActor(request), { kind: 'move', to: new Date(request.body.to) });
      return changed(request, reply);
    },
  });

  addRoute(app, endpoints.consoleClockReset, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      await change(consoleActor(request), { kind: 'reset' });
      return changed(request, reply);
    },
  });

  // Signed-out pages (the login page, a reset or activation link) show the banner too.
  addRoute(app, endpoints.demoClock, {
    config: { access: 'public' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { offsetMs: demo ? portalClock.offsetMs() : 0 };
    },
  });
};
