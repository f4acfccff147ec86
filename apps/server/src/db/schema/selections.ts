/**
 * Employees' selections (BENEFITS.md, Selection lifecycle). Every row is a version; `superseded_at` marks the
 * versions a later one replaced, so history stays for reports. An employee has, per benefit and scheme year, at
 * most one *settled* live version (approved, rejected or opted out) and at most one *proposal* (temporary or
 * pending): a change of an approved benefit is a proposal beside it, and the approved one stays in force until
 * the change is approved and starts. Every transition writes a `selection_events` row.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { bytea } from './columns.ts';
import { familyMembers } from './family.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

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
    /** The version number in the employee's history of this benefit: 1, then 2 after a change ... */
    version: integer('version').notNull().default(1),
    /** Counts the writes of this row: a save or submit that names an older one answers 409. */
    revision: integer('revision').notNull().default(1),
    /** The version this one follows (a change or a reapply); null for the first. */
    previousId: uuid('previous_id'),
    /** Set when a newer version replaces this one; live rows have none. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The version of the benefit's terms the employee accepted when submitting. */
    acceptedTermsVersion: integer('accepted_terms_version'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The approver's reason for a rejection, or the employee's for an opt-out. */
    reason: text('reason'),
    /** Why a submission waits for approval beyond the benefit's rule (a medical declaration). */
    pendingReason: text('pending_reason'),
    /** Medical answers, sealed like two-factor secrets (lib/crypto.ts), bound to the selection's id. */
    medicalAnswers: bytea('medical_answers'),
    medicalAnswersKeyId: text('medical_answers_key_id'),
    /** The monthly cost quoted when submitted: what the confirmation said, kept as it was. */
    quotedCosts: jsonb('quoted_costs').$type<Record<string, unknown>>(),
    /** Why the employer should look at this version again (a voided life event allowed the change). */
    reviewReason: text('review_reason'),
  },
  (t) => [
    uniqueIndex('selections_one_settled')
      .on(t.userId, t.benefitId, t.schemeId)
      .where(sql`${t.supersededAt} is null and ${t.status} in ('approved', 'rejected', 'opted-out')`),
    uniqueIndex('selections_one_proposal')
      .on(t.userId, t.benefitId, t.schemeId)
      .where(sql`${t.supersededAt} is null and ${t.status} in ('temporary', 'pending')`),
    index('selections_user_scheme').on(t.clientId, t.userId, t.schemeId),
    index('selections_client_benefit_status').on(t.clientId, t.benefitId, t.status),
    userReferenceIndex('selections_decided_by', t.decidedBy),
    check(
      'selections_status_valid',
      sql`${t.status} in ('temporary', 'pending', 'approved', 'rejected', 'opted-out')`,
    ),
  ],
);

/** The family members a selection's plan covers. */
export const selectionPeopleCovered = pgTable(
  'selection_people_covered',
  {
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.familyMemberId] })],
);

/** Who moved a selection from one status to another, and when (a masquerading administrator is named). */
export const selectionEvents = pgTable(
  'selection_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order events were written in, for those at the same instant (a create that submits). */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    selectionId: uuid('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    /** The person who acted: the employee, an approver, or the administrator masquerading. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actedAsEmployee: boolean('acted_as_employee').notNull().default(false),
    fromStatus: text('from_status').$type<SelectionStatus>(),
    toStatus: text('to_status').$type<SelectionStatus>().notNull(),
    version: integer('version').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('selection_events_selection').on(t.selectionId, t.at),
    userReferenceIndex('selection_events_actor', t.actorId),
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
