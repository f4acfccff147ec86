/**
 * What the employer's HR system knows of an employee, as far as benefits need it (BENEFITS.md, Eligibility and
 * Costs): pay, hours, tax region, contract and the dates that open and close benefits. Employment status stays
 * on `users`, where sign-in reads it too. One row per employee; the roster upload keeps it current.
 */
import type { ContractType } from '@portal/benefits';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { users } from './users.ts';

export const taxRegions = ['england-ni', 'wales', 'scotland'] as const;
export type TaxRegion = (typeof taxRegions)[number];

export const employeeRecords = pgTable(
  'employee_records',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Annual salary in pence. */
    salaryPence: integer('salary_pence').notNull(),
    weeklyHours: doublePrecision('weekly_hours').notNull(),
    taxRegion: text('tax_region').$type<TaxRegion>().notNull(),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    probationEndDate: date('probation_end_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    /** Where the employee works (an office or site name), for the employer's figures by location. */
    location: text('location'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employee_records_client').on(t.clientId),
    index('employee_records_probation_end').on(t.clientId, t.probationEndDate),
    check('employee_records_salary_not_negative', sql`${t.salaryPence} >= 0`),
    check('employee_records_hours_range', sql`${t.weeklyHours} >= 0 and ${t.weeklyHours} <= 168`),
    check('employee_records_tax_region_valid', sql`${t.taxRegion} in ('england-ni', 'wales', 'scotland')`),
    check(
      'employee_records_contract_type_valid',
      sql`${t.contractType} in ('permanent', 'fixed-term', 'casual')`,
    ),
  ],
);

export type EmployeeRecordRow = typeof employeeRecords.$inferSelect;
export type NewEmployeeRecordRow = typeof employeeRecords.$inferInsert;
