import { endpoints, SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { ThemeService } from '../theme/index.ts';
import { getProfile, getUser, loginSetup, updateUser, type UserContext } from './user.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserContext; themes: ThemeService }> = async (
  app,
  { users, themes },
) => {
  addRoute(app, endpoints.loginSetup, {
    config: { access: 'authenticated' },
    handler: async (request, reply) => {
      const tenant = request.tenant;
      // The auth plugin admits no token on a host without a tenant, but for the platform host's (default theme).
      if (!tenant && !request.platformHost) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return loginSetup(users, principalOf(request), await themes.themeFor(tenant?.slug ?? null));
    },
  });

  addRoute(app, endpoints.getUser, {
    config: { access: 'authenticated' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUser(users, principalOf(request));
    },
  });

  addRoute(app, endpoints.updateUser, {
    config: { access: 'authenticated' },
    handler: async (request) => updateUser(users, principalOf(request), request.body),
  });

  addRoute(app, endpoints.profile, {
    config: { access: 'authenticated' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProfile(users, principalOf(request));
    },
  });

  addRoute(app, endpoints.ping, {
    config: { access: 'authenticated' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });
};
