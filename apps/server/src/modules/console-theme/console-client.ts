/**
 * Stand-in for the console module's helpers (issue 35's foundation, landing on main in parallel): the client a
 * console path names by :clientSlug, and the audit row of an operator's change, written in the caller's
 * transaction. Replaced by the console module's own once it lands.
 */
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditEventType, type RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { findClientBySlug } from '../tenants/index.ts';

export interface ConsoleClient {
  id: string;
  slug: string;
  name: string;
}

export async function consoleClient(db: Database, slug: string): Promise<ConsoleClient> {
  const client = await findClientBySlug(db, slug);
  if (!client) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return { id: client.id, slug: client.slug, name: client.name };
}

export interface ConsoleChange {
  type: AuditEventType;
  actorId: string;
  client: ConsoleClient;
  before: unknown;
  after: unknown;
  reason?: string | null;
  origin: RequestOrigin;
  at: Date;
}

/** Who, when, what changed (before and after) and why, in the same transaction as the change. */
export async function recordConsoleChange(tx: Database, change: ConsoleChange): Promise<void> {
  await recordAudit(tx, {
    type: change.type,
    clientId: change.client.id,
    userId: change.actorId,
    detail: {
      client: change.client.slug,
      before: change.before,
      after: change.after,
      ...(change.reason ? { reason: change.reason } : {}),
    },
    ip: change.origin.ip,
    userAgent: change.origin.userAgent,
    at: change.at,
  });
}
