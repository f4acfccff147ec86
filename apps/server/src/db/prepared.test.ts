/**
 * A statement made with preparedPerHandle is built once for the pool's handle and answers each use with its own
 * values; a transaction's handle gets a statement of its own, which sees the transaction's writes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedPerHandle } from './prepared.ts';
import { clients } from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

let builds = 0;
const clientBySlug = preparedPerHandle((db) => {
  builds += 1;
  return db
    .select({ slug: clients.slug })
    .from(clients)
    .where(eq(clients.slug, sql.placeholder('slug')))
    .prepare('test_client_by_slug');
});

describe('preparedPerHandle', () => {
  it('builds a statement once for a handle and runs it with each call’s values', async () => {
    const { db } = handle;
    const before = builds;
    expect(await clientBySlug(db).execute({ slug: 'no-such-client' })).toEqual([]);
    expect(await clientBySlug(db).execute({ slug: 'still-none' })).toEqual([]);
    expect(builds - before).toBe(1);
  });

  it("gives a transaction its own statement, which reads the transaction's writes", async () => {
    const { db } = handle;
    let seen: unknown;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(clients).values({ slug: 'prepared-probe', name: 'Prepared probe' });
        seen = await clientBySlug(tx).execute({ slug: 'prepared-probe' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(seen).toEqual([{ slug: 'prepared-probe' }]);
    expect(await clientBySlug(db).execute({ slug: 'prepared-probe' })).toEqual([]);
  });
});
