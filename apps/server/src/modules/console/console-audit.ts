/**
 * Every change made in the console is written to the audit trail in the same transaction as the change
 * (issue 35): who (the operator), when, what changed (the fields' values before and after) and, where the
 * change affects employees, why. Area services take a `ConsoleActor` (built once per request by
 * `consoleActor`) and call `recordConsoleChange(tx, actor, change)` inside their transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditEventType, type RequestOrigin } from '../../lib/audit.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { principalOf } from '../../plugins/auth.ts';

/** The operator making a change, where from, and when. */
export interface ConsoleActor {
  userId: string;
  origin: RequestOrigin;
  at: Date;
}

export function consoleActor(request: FastifyRequest): ConsoleActor {
  return {
    userId: principalOf(request).userId,
    origin: requestOrigin(request),
    at: request.server.context.clock(),
  };
}

export interface ConsoleChange<T extends object = Record<string, unknown>> {
  type: AuditEventType;
  /** The client the change is about; null for the platform's own records (its administrators, its clock). */
  clientId: string | null;
  /** The record as it was (null when it is new) and as it is (null when it is gone). */
  before: T | null;
  after: T | null;
  /** Why, for a change that affects employees. */
  reason?: string;
  /** What else identifies the change (the record's id or name). */
  subject?: Record<string, unknown>;
}

/** Only the fields that differ, so that the trail says what changed and not everything it touched. */
export function changedFields<T extends object>(
  before: T | null,
  after: T | null,
): { before: Partial<T> | null; after: Partial<T> | null } {
  if (!before || !after) return { before, after };
  const keys = (Object.keys({ ...before, ...after }) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (record: T) => Object.fromEntries(keys.map((key) => [key, record[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}

/** Writes the change's audit row with `db`: pass the change's own transaction. */
export async function recordConsoleChange<T extends object>(
  db: Database,
  actor: ConsoleActor,
  change: ConsoleChange<T>,
): Promise<void> {
  await recordAudit(db, {
    type: change.type,
    clientId: change.clientId,
    userId: actor.userId,
    detail: {
      via: 'console',
      ...change.subject,
      ...changedFields(change.before, change.after),
      ...(change.reason === undefined ? {} : { reason: change.reason }),
    },
    ...actor.origin,
    at: actor.at,
  });
}
