/**
 * Getting into an account and back into it: single-use activation and password-reset tokens (only their
 * SHA-256 hashes), the last password hashes of each user (the "not a previous password" rule), and counters
 * that throttle what sends e-mail per account or per address.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { users } from './users.ts';

export const accountTokenPurposes = ['activation', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    /** SHA-256 of the token; the token itself is only in the link that was e-mailed. */
    tokenHash: bytea('token_hash').notNull().unique('account_tokens_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong dates of birth given with this token; the fifth invalidates it. */
    dobFailures: integer('dob_failures').notNull().default(0),
    /** When the right date of birth was first given: only then may the token reveal personal-details checks. */
    dobVerifiedAt: timestamp('dob_verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer token of the same purpose replaces it, or when five wrong dates of birth end it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_valid', sql`${t.purpose} in ('activation', 'password_reset')`),
    check('account_tokens_dob_failures_not_negative', sql`${t.dobFailures} >= 0`),
  ],
);

/** Every password a user has had (argon2id hashes), newest last; the rules compare the latest five. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_history_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Fixed-window counters shared by every server instance: `scope` names the rule (say, forgotten-password
 * per e-mail), `key` the thing counted (a tenant and e-mail, an address).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'throttle_counters_pk', columns: [t.scope, t.key] })],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
