import {
  apiPaths,
  errorResponseSchema,
  logoutResponseSchema,
  refreshResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { principalOf } from '../../plugins/auth.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import type { SessionService } from './sessions.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  secureCookies: boolean;
}> = async (app, { sessions, secureCookies }) => {
  app.post(
    apiPaths.refresh,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the refresh cookie, which is rotated',
        description:
          'Refused (401, cookie cleared) when the session has ended, was idle for more than 15 minutes, ' +
          'is older than 12 hours, or belongs to another tenant. A token presented twice ends its session. ' +
          'A masquerade session answers `masquerade` (the acted-as user and scheme year): the X-Masquerade ' +
          'headers every request of it must carry.',
        response: { 200: refreshResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await sessions.refresh(
        readRefreshCookie(request),
        request.tenant,
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
  );

  app.post(
    apiPaths.logout,
    {
      // A valid token whose session has already ended passes too: logging out twice answers 200.
      config: { access: 'authenticated', allowEndedSession: true },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of the access token (it stops working at once) and clears the cookie',
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await sessions.end(
        { sessionId: principal.sessionId, userId: principal.userId, clientId: principal.clientId },
        requestOrigin(request),
      );
      clearRefreshCookie(reply, secureCookies);
      return { status: 'ok' as const };
    },
  );

  app.delete(
    apiPaths.userLogout,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session that the refresh cookie names, if any, and clears the cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await sessions.endByRefreshToken(readRefreshCookie(request), requestOrigin(request));
      clearRefreshCookie(reply, secureCookies);
      return { status: 'ok' as const };
    },
  );
};
