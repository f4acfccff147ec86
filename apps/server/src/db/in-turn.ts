/**
 * Writes that first look at what is there (the same enquiry sent a moment ago, a receipt already claimed, a
 * family member already added, the same report being built) take turns per thing. The transaction takes
 * PostgreSQL's advisory lock on a key, held until it commits or rolls back, so a second request for the same
 * key waits, then sees what the first wrote; without it, two requests at once both find nothing and both
 * write. Where a unique index can say it instead (one proposal per selection), the index does, and its refusal
 * is read through errors.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs `work` in a transaction, after any other transaction holding the lock of `key` has ended. */
export function inTurn<T>(
  db: Database,
  key: readonly string[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The key's parts as JSON: unambiguous, and text PostgreSQL takes (it refuses a NUL separator).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${JSON.stringify(key)}::text, 0))`);
    return work(tx as unknown as Database);
  });
}
