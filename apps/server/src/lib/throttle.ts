/**
 * Fixed-window counters in the database (table throttle_counters), so that every server instance counts the
 * same: the e-mails sent per account or per address, and the shared store of the sign-in routes' rate limits
 * (plugins/rate-limit-store.ts). Each hit is one atomic upsert; windows long over are deleted on the fly.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { throttleCounters } from '../db/schema/index.ts';

export interface ThrottleRule {
  /** Names the rule, e.g. 'forgot-password:email'. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** A key's count in its current window. */
export interface WindowCount {
  count: number;
  windowStartedAt: Date;
}

const p = sql.placeholder;

const countHitStatement = preparedPerHandle((db) => {
  const expired = sql`${throttleCounters.windowStartedAt} <= ${p('windowStart')}::timestamptz`;
  return db
    .insert(throttleCounters)
    .values({ scope: p('scope'), key: p('key'), windowStartedAt: p('at'), count: 1 })
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.key],
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${p('at')}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: throttleCounters.count, windowStartedAt: throttleCounters.windowStartedAt })
    .prepare('count_hit');
});

/**
 * Counts one hit on `key` at `at`, starting a new window when the last one is over. Every sign-in counts
 * several: the statement is built once per connection handle (db/prepared.ts).
 */
export async function countHit(
  db: Database,
  scope: string,
  windowMs: number,
  key: string,
  at: Date,
): Promise<WindowCount> {
  const windowStart = new Date(at.getTime() - windowMs);
  const [row] = await countHitStatement(db).execute({ scope, key, at, windowStart });
  purgeNowAndThen(db, scope, windowMs, at);
  return row ?? { count: 1, windowStartedAt: at };
}

const readHitsStatement = preparedPerHandle((db) =>
  db
    .select({ count: throttleCounters.count, windowStartedAt: throttleCounters.windowStartedAt })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, p('scope')), eq(throttleCounters.key, p('key'))))
    .prepare('read_hits'),
);

/** A key's count in its current window without counting a hit; null when no window is open. */
export async function readHits(
  db: Database,
  scope: string,
  windowMs: number,
  key: string,
  at: Date,
): Promise<WindowCount | null> {
  const [row] = await readHitsStatement(db).execute({ scope, key });
  return row && row.windowStartedAt.getTime() + windowMs > at.getTime() ? row : null;
}

/**
 * The key of a client address, as the rate limits count it: an IPv6 client by its /64 (one subscriber's
 * network, whose addresses are theirs to rotate through).
 */
export const addressKey = (ip: string): string => normalizeIP(ip);

/** Counts one hit on `key` at `at`; answers whether it is within the rule's limit. */
export async function hitThrottle(db: Database, rule: ThrottleRule, key: string, at: Date): Promise<boolean> {
  const { count } = await countHit(db, rule.scope, rule.windowMs, key, at);
  return count <= rule.limit;
}

/** When each scope's windows were last purged, per database (a process may serve several in tests). */
const lastPurges = new WeakMap<Database, Map<string, number>>();

/**
 * Deletes a scope's windows that are over, at most once a window per process: keys an attacker makes up (an
 * e-mail, an address) must not pile up. Housekeeping only, so a failure is left for the next purge.
 */
function purgeNowAndThen(db: Database, scope: string, windowMs: number, at: Date): void {
  const purges = lastPurges.get(db) ?? new Map<string, number>();
  lastPurges.set(db, purges);
  const last = purges.get(scope);
  if (last !== undefined && at.getTime() - last < windowMs) return;
  purges.set(scope, at.getTime());
  const over = new Date(at.getTime() - windowMs).toISOString();
  db.delete(throttleCounters)
    .where(
      and(
        eq(throttleCounters.scope, scope),
        sql`${throttleCounters.windowStartedAt} <= ${over}::timestamptz`,
      ),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}
