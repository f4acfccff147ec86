/** The nightly upkeep of the embedded database: after its vacuum, the planner knows the size of the tables. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { vacuumDatabase } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('refreshing the planner statistics', () => {
  it('gives the planner statistics of the seeded selections', async () => {
    const statistics = async () => {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from pg_stats where tablename = 'selections'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    await vacuumDatabase(t.db);
    expect(await statistics()).toBeGreaterThan(0);
  });
});
