/** The outbox_messages table: writing messages, claiming due ones for delivery, recording the outcome. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index.ts';

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * Claims up to `limit` pending messages that are due: their attempt is counted and `next_attempt_at` moves to
 * `leaseUntil`, so another server instance neither takes them now (SKIP LOCKED) nor later while this one is
 * sending; if this process dies mid-send, the message is due again when the lease runs out.
 */
export function claimDueMessages(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMessageRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ attempts: sqlIncrement(), nextAttemptAt: leaseUntil })
    .where(and(inArray(outboxMessages.id, due), eq(outboxMessages.status, 'pending')))
    .returning();
}

function sqlIncrement() {
  return sql`${outboxMessages.attempts} + 1`;
}

/** Delivered: the bodies and links go (they may be single-use secrets); subject, address and times stay. */
export async function markSent(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: at,
      html: null,
      text: null,
      links: [],
      nextAttemptAt: null,
      lastError: null,
    })
    .where(eq(outboxMessages.id, id));
}

/** A failed attempt: due again at `retryAt`, or failed for good when there is none (the row is kept). */
export async function markAttemptFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt,
      lastError: error,
    })
    .where(eq(outboxMessages.id, id));
}

export interface MailboxFilter {
  clientId: string;
  to?: string;
  limit: number;
}

/** The newest messages of one tenant, for the demo mailbox. */
export function listTenantMessages(db: Database, filter: MailboxFilter): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.clientId, filter.clientId),
        filter.to ? eq(outboxMessages.toAddress, filter.to) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
}
