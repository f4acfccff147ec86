/**
 * The demo's clock (issue 35): one row, how far the portal's time is moved from the real time. Every process
 * reads it at start and again when told it changed (modules/console-clock); only demo mode moves it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const portalClock = pgTable(
  'portal_clock',
  {
    /** Always 1: the table holds one row. */
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    /** When (real time) it was last moved or reset; null when never. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [check('portal_clock_one_row', sql`${t.id} = 1`)],
);
