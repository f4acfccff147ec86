/**
 * The signed-in person's own pages: the login setup, the user record and profile, terms acceptance and ping
 * (GET/PATCH /api/user, /api/login/setup, /api/user/profile, /api/ping). The top of the identity layers: it reads
 * people, the session (the principal, with its single-sign-on logout address), the tenant's content facts, scheme
 * years and theme, each from the module that owns and caches it. No module calls it, so it has no index.ts.
 */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache } from '../benefits/index.ts';
import { contentFacts } from '../content/index.ts';
import { userDirectory } from '../people/index.ts';
import { themes } from '../theme/index.ts';
import { userRoutes } from './user.routes.ts';

export const userModule = defineModule('user', async (api, context) => {
  const { db, clock } = context;
  const users = {
    db,
    clock,
    // The demo's clock: the login setup tells the web app how far it is moved (the banner).
    demoClockOffset: () => context.portalClock.offsetMs(),
    directory: context.use(userDirectory),
    content: context.use(contentFacts),
    catalogue: context.use(catalogueCache),
  };
  await api.register(userRoutes, { users, themes: context.use(themes) });
});
