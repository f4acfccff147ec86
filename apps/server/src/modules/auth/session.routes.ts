import { endpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { principalOf } from '../../plugins/auth.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { endSession, endSessionByRefreshToken, refreshSession, type Sessions } from './sessions.service.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { signInSite } from '../../plugins/tenant.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: Sessions;
  secureCookies: boolean;
}> = async (app, { sessions, secureCookies }) => {
  addRoute(app, endpoints.refresh, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await refreshSession(
        sessions,
        readRefreshCookie(request),
        signInSite(request),
        requestOrigin(request),
      );
      if (!outcome.ok) {
        clearRefreshCookie(reply, secureCookies);
        return reply.code(401).send({ message: outcome.message });
      }
      setRefreshCookie(reply, outcome.refreshToken, outcome.refreshMaxAgeSeconds, secureCookies);
      return {
        access_token: outcome.accessToken,
        expires_in: outcome.expiresIn,
        token_type: 'Bearer' as const,
        masquerade: outcome.masquerade,
      };
    },
  });

  addRoute(app, endpoints.logout, {
    // A valid token whose session has already ended passes too: logging out twice answers 200.
    config: { access: 'authenticated', allowEndedSession: true },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      await endSession(
        sessions,
        { sessionId: principal.sessionId, userId: principal.userId, clientId: principal.clientId },
        requestOrigin(request),
      );
      clearRefreshCookie(reply, secureCookies);
      return { status: 'ok' as const };
    },
  });

  addRoute(app, endpoints.userLogout, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      await endSessionByRefreshToken(sessions, readRefreshCookie(request), requestOrigin(request));
      clearRefreshCookie(reply, secureCookies);
      return { status: 'ok' as const };
    },
  });
};
