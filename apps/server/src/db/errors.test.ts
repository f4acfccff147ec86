/**
 * A refusal by the database reaches the services wrapped: drizzle throws its own error with the driver's in
 * `cause`. The code is found there, so a duplicate answers as a refusal rather than as a server error.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseErrorCode, isUniqueViolation } from './errors.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** What the database throws, through drizzle, when a write meets a unique index. */
async function duplicateWrite(): Promise<unknown> {
  try {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table twice (id int primary key) on commit drop`);
      await tx.execute(sql`insert into twice values (1)`);
      await tx.execute(sql`insert into twice values (1)`);
    });
  } catch (error) {
    return error;
  }
  throw new Error('the duplicate was written');
}

describe('databaseErrorCode', () => {
  it("finds a unique violation's code in the cause of the driver wrapper's error", async () => {
    const error = await duplicateWrite();
    expect((error as { code?: unknown }).code).toBeUndefined();
    expect(databaseErrorCode(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("is null for an error that is not the database's, and for Node's own codes", () => {
    expect(databaseErrorCode(new Error('no code'))).toBeNull();
    expect(databaseErrorCode(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeNull();
    expect(databaseErrorCode('23505')).toBeNull();
    expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23503' } }))).toBe(false);
  });
});
