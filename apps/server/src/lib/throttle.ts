/**
 * Fixed-window counters in the database (table throttle_counters), so that every server instance counts the
 * same: used where a per-process limit is not enough, such as e-mails sent per account.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { throttleCounters } from '../db/schema/index.ts';

export interface ThrottleRule {
  /** Names the rule, e.g. 'forgot-password:email'. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit on `key` at `at`; answers whether it is within the rule's limit. */
export async function hitThrottle(db: Database, rule: ThrottleRule, key: string, at: Date): Promise<boolean> {
  const windowStart = new Date(at.getTime() - rule.windowMs);
  const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ scope: rule.scope, key, windowStartedAt: at, count: 1 })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: throttleCounters.count });
  return (row?.count ?? 1) <= rule.limit;
}
