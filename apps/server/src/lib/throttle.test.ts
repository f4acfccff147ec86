/** The shared fixed-window counters: exact under parallel hits, a new window after the last, old ones purged. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openPostgres } from '../db/client.ts';
import { throttleCounters } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { countHit, hitThrottle, readHits } from './throttle.ts';

let handle: DatabaseHandle;
let other: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  // A second pool on the same database, as a second instance has.
  other = openPostgres(handle.connectionString);
});
afterAll(async () => {
  await other.close();
  await handle.close();
});

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.parse('2026-11-27T09:00:00Z') + ms);
const keysOf = async (scope: string) =>
  (await handle.db.select().from(throttleCounters).where(eq(throttleCounters.scope, scope)))
    .map((row) => row.key)
    .sort();

describe('throttle counters', () => {
  it('count every hit once when two pools hit one key at the same moment', async () => {
    const hits = Array.from({ length: 40 }, (_, n) =>
      countHit(n % 2 ? other.db : handle.db, 'test:parallel', MINUTE, 'office', at(0)),
    );
    const counts = (await Promise.all(hits)).map((hit) => hit.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    expect(await readHits(handle.db, 'test:parallel', MINUTE, 'office', at(1000))).toMatchObject({
      count: 40,
    });
  });

  it('refuse past the limit until the window is over, then start a new window', async () => {
    const rule = { scope: 'test:limit', limit: 2, windowMs: MINUTE };
    const answers = [];
    for (const ms of [0, 1000, 2000, MINUTE - 1])
      answers.push(await hitThrottle(handle.db, rule, 'k', at(ms)));
    expect(answers).toEqual([true, true, false, false]);
    expect(await hitThrottle(handle.db, rule, 'k', at(MINUTE))).toBe(true);
    expect(await readHits(handle.db, 'test:limit', MINUTE, 'k', at(2 * MINUTE))).toBeNull();
  });

  it("delete a scope's windows once they are over, without touching open ones", async () => {
    const scope = 'test:purge';
    await countHit(handle.db, scope, MINUTE, 'old-1', at(0));
    await countHit(handle.db, scope, MINUTE, 'old-2', at(0));
    await countHit(handle.db, scope, MINUTE, 'recent', at(MINUTE / 2));
    // A minute later the next hit purges what is over (in the background).
    await countHit(handle.db, scope, MINUTE, 'new', at(MINUTE + 1));
    await expect.poll(() => keysOf(scope)).toEqual(['new', 'recent']);
  });
});
