/**
 * The console's Demo clock (issue 35): the portal's time moved forward or back in demo mode. Every process
 * builds this module (web instances and the worker alike), so each loads the offset at start and again when a
 * process, or `npm run admin -- clock`, says it changed; outside demo mode the clock is never moved.
 */
import { demoMode } from '../../config.ts';
import { defineModule } from '../../lib/app-context.ts';
import { errorReason } from '../../lib/error-reason.ts';
import { bearerToken, principalOf } from '../../plugins/auth.ts';
import { accessTokens, checkSession, sessions } from '../auth/index.ts';
import { consoleClockRoutes } from './console-clock.routes.ts';
import { storedOffset } from './console-clock.repository.ts';
import { DEMO_CLOCK_TOPIC } from './demo-clock.service.ts';

export const consoleClockModule = defineModule('console-clock', async (api, context) => {
  const { db, portalClock, notices, logger } = context;
  const demo = demoMode(context.config);
  if (demo) {
    const load = () =>
      storedOffset(db)
        .then((offsetMs) => portalClock.adopt(offsetMs))
        // The database away at start: the clock stays as it was until the notices' listener is back, which
        // tells every subscriber that anything may have changed (and so loads it again).
        .catch((error: unknown) =>
          logger.warn({ err: errorReason(error) }, 'the demo clock could not be read'),
        );
    notices.subscribe(DEMO_CLOCK_TOPIC, () => void load());
    await load();
  }
  await api.register(consoleClockRoutes, {
    db,
    portalClock,
    demo,
    async adopt(offsetMs) {
      portalClock.adopt(offsetMs);
      await notices.publish(DEMO_CLOCK_TOPIC).catch(() => undefined);
    },
    // As the auth plugin would judge the operator's next request: the access token, then the session.
    async signedInStill(request) {
      const token = bearerToken(request);
      const verified = token ? await context.use(accessTokens).verify(token) : null;
      if (!verified?.ok) return false;
      const { sessionId, userId } = principalOf(request);
      return (await checkSession(context.use(sessions), sessionId, userId)).state === 'active';
    },
  });
});
