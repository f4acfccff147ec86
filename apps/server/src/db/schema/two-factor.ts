/**
 * Two-factor challenges: what a password sign-in (or an activation) hands out instead of a session when a
 * second factor is due. Only the SHA-256 of the 256-bit token is stored; it lasts 5 minutes, ends at its first
 * successful use, and is bound to its user, the tenant whose host issued it and the browser's device token.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { users } from './users.ts';

/** validate: the user has two-factor on and types a code; setup: the tenant enforces it and the user has none. */
export const twoFactorChallengeKinds = ['validate', 'setup'] as const;
export type TwoFactorChallengeKind = (typeof twoFactorChallengeKinds)[number];

export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant of the host the password was given on (a platform administrator has no client of their own). */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TwoFactorChallengeKind>().notNull(),
    tokenHash: bytea('token_hash').notNull().unique('two_factor_challenges_token_hash_unique'),
    /** The device token sent with the password; null when none was sent. */
    deviceToken: text('device_token'),
    /** A sign-in by single sign-on: the provider and its logout address, for the session the step opens. */
    identityProviderId: uuid('identity_provider_id'),
    ssoLogoutUrl: text('sso_logout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the step that signs in, or when a lock ends every open challenge of the user. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('two_factor_challenges_user_idx').on(t.userId),
    check('two_factor_challenges_kind_valid', sql`${t.kind} in ('validate', 'setup')`),
  ],
);

export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;
