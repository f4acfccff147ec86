/**
 * What changed in each tenant's roster, written by triggers on `users` and `employee_records` (migration 0017),
 * so the employee search's in-memory index (modules/employees/roster-index.ts) can catch up with any write
 * (the set-based upload statements, activation, a profile change, another server instance's) by reading the
 * people changed since the version it holds. The triggers bump the tenant's version while holding its row, so
 * versions are handed out in commit order: a reader that sees version N has seen every change up to N.
 */
import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';

export const rosterVersions = pgTable('roster_versions', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** One row per person changed by a statement; no reference to the user, who may have been deleted. */
export const rosterChanges = pgTable(
  'roster_changes',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    userId: uuid('user_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roster_changes_client_version').on(t.clientId, t.version),
    index('roster_changes_changed_at').on(t.changedAt),
  ],
);
