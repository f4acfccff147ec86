/**
 * Life events (BENEFITS.md, Family members and life events): per client, the types of event it recognises (each
 * naming the benefit groups it opens and for how long), and the events employees report. An event keeps the
 * window it opened (`opens_on` to `closes_on`, the closed date) as worked out when it was reported, so a later
 * change to its type does not move it. Voiding closes the window and keeps the row.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const lifeEventTypes = pgTable(
  'life_event_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** The benefit group codes an event of this type opens. */
    groupCodes: text('group_codes').array().notNull(),
    daysBefore: integer('days_before').notNull().default(0),
    /** Its own days after the event; null: the scheme year's life-event window length (issue 35). */
    daysAfter: integer('days_after'),
    evidenceRequired: boolean('evidence_required').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    index('life_event_types_client').on(t.clientId),
    check('life_event_types_days_valid', sql`${t.daysBefore} >= 0 and ${t.daysAfter} >= 0`),
  ],
);

export const lifeEvents = pgTable(
  'life_events',
  {
    ...tenantColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => lifeEventTypes.id, { onDelete: 'restrict' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    /** The closed date: the last day the event's window allows changes. */
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('life_events_user').on(t.clientId, t.userId),
    index('life_events_user_id').on(t.userId),
    userReferenceIndex('life_events_voided_by', t.voidedBy),
    index('life_events_client_closes').on(t.clientId, t.closesOn),
    check('life_events_window_ordered', sql`${t.opensOn} <= ${t.closesOn}`),
  ],
);

/** An event's evidence: checked by its content (PDF, JPEG or PNG, at most 10 MB) before it is stored. */
export const lifeEventEvidence = pgTable('life_event_evidence', {
  lifeEventId: uuid('life_event_id')
    .primaryKey()
    .references(() => lifeEvents.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
});

export type LifeEventRow = typeof lifeEvents.$inferSelect;
export type LifeEventTypeRow = typeof lifeEventTypes.$inferSelect;
