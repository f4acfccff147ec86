/**
 * Money over time (BENEFITS.md): payroll runs and their ledger, and childcare vouchers.
 *
 * A run of a pay period writes, per employee and benefit, what the period took from pay and what the employer
 * added (`payroll_lines`). Lines are never changed: a correction is a new adjusting line, so a period's figures
 * are the sums of its lines (packages/benefits/src/payroll.ts). Statements, the total reward statement and a
 * voucher account's credits all read this ledger.
 *
 * A childcare voucher member's balance is what payroll credited (their voucher benefit's lines) less the orders
 * placed to registered childcare providers. A saved order is prepared but not yet placed: it debits nothing.
 * The employer's voucher management page is opened in a frame with a single-use code (`voucher_frame_grants`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { benefits } from './benefits.ts';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { selections } from './selections.ts';
import { tenantColumns } from './tenant-columns.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const payrollRunStatuses = ['running', 'completed', 'failed'] as const;
export type PayrollRunStatus = (typeof payrollRunStatuses)[number];

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    ...tenantColumns(),
    /** `2026-10`. */
    period: text('period').notNull(),
    status: text('status').$type<PayrollRunStatus>().notNull(),
    /** `cli`, `schedule` or `seed`. */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    employees: integer('employees').notNull().default(0),
    linesWritten: integer('lines_written').notNull().default(0),
  },
  (t) => [
    // One run of a period at a time; finished runs stay as the period's history.
    uniqueIndex('payroll_runs_one_running')
      .on(t.clientId, t.period)
      .where(sql`${t.status} = 'running'`),
    index('payroll_runs_client_period').on(t.clientId, t.period),
    check('payroll_runs_status_valid', sql`${t.status} in ('running', 'completed', 'failed')`),
  ],
);

export const payrollLines = pgTable(
  'payroll_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    payDay: date('pay_day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    /** The selection version the line was worked out from (null for a line that cancels one). */
    selectionId: uuid('selection_id').references(() => selections.id, { onDelete: 'set null' }),
    /** `regular` (the period's first line for the benefit) or `adjustment` (a later correction). */
    kind: text('kind').$type<'regular' | 'adjustment'>().notNull(),
    employeePence: integer('employee_pence').notNull(),
    employerPence: integer('employer_pence').notNull(),
    taxSavingPence: integer('tax_saving_pence').notNull(),
    niSavingPence: integer('ni_saving_pence').notNull(),
    employerNiSavingPence: integer('employer_ni_saving_pence').notNull(),
    /** Taken before tax, before National Insurance, and pensionable: what payroll needs to know of it. */
    beforeTax: boolean('before_tax').notNull(),
    beforeNi: boolean('before_ni').notNull(),
    pensionable: boolean('pensionable').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // By user first (user ids are unique across tenants): a person's lines, and the check when a user is deleted.
    index('payroll_lines_user_period').on(t.userId, t.period),
    // A run reads a period's lines for a range of employees at a time.
    index('payroll_lines_period_user').on(t.clientId, t.period, t.userId),
    check('payroll_lines_kind_valid', sql`${t.kind} in ('regular', 'adjustment')`),
  ],
);

export const voucherOrderStatuses = ['saved', 'placed'] as const;
export type VoucherOrderStatus = (typeof voucherOrderStatuses)[number];

export const voucherOrders = pgTable(
  'voucher_orders',
  {
    ...tenantColumns(),
    /** The member whose voucher account pays. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerName: text('provider_name').notNull(),
    /** Ofsted, Care Inspectorate, Care Inspectorate Wales or a Health and Social Care Trust. */
    register: text('register').notNull(),
    registrationNumber: text('registration_number').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<VoucherOrderStatus>().notNull(),
    /** The member's reference for the provider (the child's name, an invoice number). */
    reference: text('reference'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** Who prepared the order: the member, or an employer for them. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('voucher_orders_user').on(t.clientId, t.userId),
    index('voucher_orders_user_id').on(t.userId),
    userReferenceIndex('voucher_orders_created_by', t.createdBy),
    index('voucher_orders_client_status').on(t.clientId, t.status),
    check('voucher_orders_amount_positive', sql`${t.amountPence} > 0`),
    check('voucher_orders_status_valid', sql`${t.status} in ('saved', 'placed')`),
    check('voucher_orders_placed_dated', sql`(${t.status} = 'placed') = (${t.placedAt} is not null)`),
  ],
);

/**
 * The voucher management frame's way in: a code (single use, 60 seconds) travels in the frame's URL and is
 * exchanged for a frame session (a cookie on the frame's path). Only SHA-256 hashes are stored.
 */
export const voucherFrameGrants = pgTable(
  'voucher_frame_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: bytea('code_hash').notNull().unique('voucher_frame_grants_code_unique'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionHash: bytea('session_hash').unique('voucher_frame_grants_session_unique'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('voucher_frame_grants_user').on(t.userId)],
);
