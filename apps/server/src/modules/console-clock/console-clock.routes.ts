import { endpoints } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
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
}> = async (app, { db, portalClock, demo, adopt }) => {
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

  addRoute(app, endpoints.consoleClockMove, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      await change(consoleActor(request), { kind: 'move', to: new Date(request.body.to) });
      return answer(reply);
    },
  });

  addRoute(app, endpoints.consoleClockReset, {
    config: { access: 'operator' },
    handler: async (request, reply) => {
      await change(consoleActor(request), { kind: 'reset' });
      return answer(reply);
    },
  });
};
