/**
 * Every request of a masquerade session (issue 7) is audited with both identities: one row per request,
 * naming the administrator (user_id) and the acted-as user, the method, the route pattern and the status.
 * The row is written before the answer leaves (onSend), so an answered request is always on record; refused
 * requests of the session (headers that do not match, a blocked action) are recorded too. The answer carries
 * X-Masquerade-User-Id, which the web client copies onto results as masqueradeUserId (spec section 3).
 */
import { MASQUERADE_USER_ID_HEADER } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../lib/audit.ts';
import type { Clock } from '../lib/clock.ts';
import { requestOrigin } from '../lib/request-origin.ts';

export const masqueradeAuditPlugin = fp<{ db: Database; clock: Clock }>(
  async (app, { db, clock }) => {
    // A callback hook, so that the requests of every other session cost no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const masquerade = request.masqueradeRequest;
      if (!masquerade) {
        done(null, payload);
        return;
      }
      reply.header(MASQUERADE_USER_ID_HEADER, masquerade.actedAsUserId);
      recordAudit(db, {
        type: 'masquerade.request',
        clientId: masquerade.clientId,
        userId: masquerade.adminId,
        detail: {
          actedAsUserId: masquerade.actedAsUserId,
          schemeYear: masquerade.schemeYear,
          sessionId: masquerade.sessionId,
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
        },
        ...requestOrigin(request),
        at: clock(),
      })
        // The answer is already decided; losing its audit row must at least be loud.
        .catch((error: unknown) => request.log.error({ err: error }, 'could not audit a masquerade request'))
        .then(() => done(null, payload));
    });
  },
  { name: 'masquerade-audit', dependencies: ['auth'] },
);
