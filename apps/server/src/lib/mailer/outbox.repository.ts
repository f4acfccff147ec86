/** The outbox_messages table: writing messages, counting delivery attempts, recording the outcome. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index.ts';

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** Writes a message whose id the mailer chose (a submit writes its own in one statement with the selection). */
export async function insertOutboxMessage(
  db: Database,
  message: NewOutboxMessage & { id: string },
): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** The message a delivery job names, with its attempt counted; null when it is no longer pending. */
export async function startAttempt(db: Database, id: string): Promise<OutboxMessageRow | null> {
  const [row] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')))
    .returning();
  return row ?? null;
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
      lastError: null,
    })
    .where(eq(outboxMessages.id, id));
}

/** A failed attempt: still pending (its job is retried), or failed for good after the last (the row is kept). */
export async function markAttemptFailed(
  db: Database,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: final ? 'failed' : 'pending', lastError: error })
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
