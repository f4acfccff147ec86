/** People who sign in: employees and employers of a client, and platform administrators (no client). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EmployerPermission } from '@portal/contracts';
import { clients } from './clients.ts';
import { FOLD_FROM, FOLD_TO } from '../search-fold.ts';
import { bytea } from './columns.ts';

export const userTypes = ['employee', 'employer', 'admin'] as const;
export type UserType = (typeof userTypes)[number];
export const employmentStatuses = ['active', 'inactive', 'left'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null = platform administrator, who belongs to no client. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    employmentStatus: text('employment_status').$type<EmploymentStatus>().notNull().default('active'),
    /** argon2id; null until the account is activated. */
    passwordHash: text('password_hash'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    termsRevisionAccepted: integer('terms_revision_accepted'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    firstLogin: boolean('first_login').notNull().default(true),
    /** The value of the avatar chosen from the tenant's set (avatar_options.value); null = none. */
    avatar: text('avatar'),
    /** The TOTP secret, sealed with AES-256-GCM (lib/crypto.ts) under the key that `totpKeyId` names. */
    totpSecretCiphertext: bytea('totp_secret_ciphertext'),
    totpKeyId: text('totp_key_id'),
    /** Two-factor is on from this moment; null = off. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted 30-second step, so a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Wrong two-factor codes (or passwords when turning it off) since the last success or lock. */
    totpFailureCount: integer('totp_failure_count').notNull().default(0),
    /** Two-factor sign-in refuses every code until then (set by the fifth wrong one). */
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    /** What an employer may do beyond seeing their tenant: approver, reports, uploads, settings. */
    permissions: text('permissions')
      .array()
      .$type<EmployerPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The employer's own number for the person (their HR system's key), unique within the client. */
    employeeNumber: text('employee_number'),
    /** Name, e-mail and employee number folded for search (db/search-fold.ts), kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(first_name || ' ' || surname || ' ' || email || ' ' || coalesce(employee_number, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
      ),
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_client_email_unique').on(t.clientId, t.email),
    unique('users_client_employee_number_unique').on(t.clientId, t.employeeNumber),
    // The employer's lists: a page in name order, and any part of a name, e-mail or number (pg_trgm).
    index('users_client_name_idx').on(t.clientId, t.surname, t.firstName, t.id),
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Platform administrators have no client, and NULLs never collide in a unique constraint.
    uniqueIndex('users_platform_email_unique')
      .on(t.email)
      .where(sql`${t.clientId} is null`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_user_type_valid', sql`${t.userType} in ('employee', 'employer', 'admin')`),
    check('users_employment_status_valid', sql`${t.employmentStatus} in ('active', 'inactive', 'left')`),
    check('users_admin_has_no_client', sql`(${t.userType} = 'admin') = (${t.clientId} is null)`),
    check(
      'users_totp_secret_has_key_id',
      sql`(${t.totpSecretCiphertext} is null) = (${t.totpKeyId} is null)`,
    ),
    check(
      'users_permissions_valid',
      sql`${t.permissions} <@ array['approver', 'reports', 'uploads', 'settings']::text[] and (${t.userType} = 'employer' or cardinality(${t.permissions}) = 0)`,
    ),
    check('users_totp_failure_count_not_negative', sql`${t.totpFailureCount} >= 0`),
    check(
      'users_totp_enabled_has_secret',
      sql`${t.totpEnabledAt} is null or ${t.totpSecretCiphertext} is not null`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
