/**
 * Employees' selections (BENEFITS.md, Selection lifecycle): one live row per employee, benefit and scheme year;
 * a change writes a new version and marks the old one superseded, so history stays for reports. The catalogue
 * reads the live row's status; the selections capability writes them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, schemes } from './clients.ts';
import { benefitPlans, benefits } from './benefits.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';

export const selectionStatuses = ['temporary', 'pending', 'approved', 'rejected', 'opted-out'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];

export const selections = pgTable(
  'selections',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    status: text('status').$type<SelectionStatus>().notNull(),
    planId: uuid('plan_id').references(() => benefitPlans.id),
    /** The edit fields' values by field name. */
    values: jsonb('values').$type<Record<string, number>>().notNull().default({}),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    /** Set when a newer version replaces this one; the live row has none. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('selections_one_live')
      .on(t.userId, t.benefitId, t.schemeId)
      .where(sql`${t.supersededAt} is null`),
    index('selections_client_benefit_status').on(t.clientId, t.benefitId, t.status),
    check(
      'selections_status_valid',
      sql`${t.status} in ('temporary', 'pending', 'approved', 'rejected', 'opted-out')`,
    ),
  ],
);

/** E-mails the benefits jobs have sent, so each goes once per employee and occasion. */
export const benefitNotices = pgTable(
  'benefit_notices',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `probation-ended`, `window-opened`, `window-closing`. */
    kind: text('kind').notNull(),
    /** What the notice is about: the window's id, or the probation end date. */
    occasion: text('occasion').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.occasion] })],
);

export type SelectionRow = typeof selections.$inferSelect;
export type NewSelectionRow = typeof selections.$inferInsert;
