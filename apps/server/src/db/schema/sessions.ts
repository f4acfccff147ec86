/**
 * Sign-in state: one session per sign-in (the refresh-token family), the refresh tokens issued in it (only
 * their SHA-256 hashes), failed sign-ins per tenant and e-mail, and robot-check solutions already used.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { identityProviders } from './single-sign-on.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const deviceClasses = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const sessionRevokeReasons = [
  'logout',
  'refresh_reuse',
  'idle',
  'expired',
  'password_changed',
  'masquerade_ended',
  /** Two-factor was turned on or off: every other session of the person ends (ASVS 5.0 V7.4.3). */
  'two_factor_changed',
] as const;
export type SessionRevokeReason = (typeof sessionRevokeReasons)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's client; null for a platform administrator (who may use any tenant's host). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last request made with the session (updated at most every 30 s) or refresh. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').$type<SessionRevokeReason>(),
    /** True when the sign-in that began the session passed a second factor (masquerade requires it). */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    /**
     * Set on a masquerade session: the platform administrator acting as `userId`, and the scheme year chosen.
     * Requests of such a session must carry matching X-Masquerade headers.
     */
    masqueradeAdminId: uuid('masquerade_admin_id').references(() => users.id, { onDelete: 'cascade' }),
    masqueradeSchemeYear: integer('masquerade_scheme_year'),
    /** The identity provider of a single-sign-on session. */
    identityProviderId: uuid('identity_provider_id').references(() => identityProviders.id, {
      onDelete: 'set null',
    }),
    /**
     * A single-sign-on session: the provider's end-session (logout) address, from its grant, when the provider
     * offers one; login setup answers it as ssoLogoutUrl.
     */
    ssoLogoutUrl: text('sso_logout_url'),
    /** The kind of device the sign-in came from (by its User-Agent), for the employer's insights. */
    device: text('device').$type<DeviceClass>(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    userReferenceIndex('sessions_masquerade_admin', t.masqueradeAdminId),
    // The employer's insights: sign-ins of a tenant by day.
    index('sessions_client_created_idx').on(t.clientId, t.createdAt),
    check(
      'sessions_revoke_reason_valid',
      sql`${t.revokeReason} is null or ${t.revokeReason} in ('logout', 'refresh_reuse', 'idle', 'expired', 'password_changed', 'masquerade_ended', 'two_factor_changed')`,
    ),
    check(
      'sessions_masquerade_complete',
      sql`(${t.masqueradeAdminId} is null) = (${t.masqueradeSchemeYear} is null)`,
    ),
    check('sessions_revoked_has_reason', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is only ever in the browser's cookie. */
    tokenHash: bytea('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the token is exchanged; presenting it again revokes the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins per tenant and normalised e-mail, whether or not such a user exists (no enumeration). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    failureCount: integer('failure_count').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'login_attempts_pk', columns: [t.clientId, t.email] }),
    check('login_attempts_count_not_negative', sql`${t.failureCount} >= 0`),
  ],
);

/** ALTCHA solutions already accepted, kept until their challenge expires, so each is used once. */
export const usedCaptchaSolutions = pgTable(
  'used_captcha_solutions',
  {
    /** SHA-256 of the solved challenge. */
    challengeHash: bytea('challenge_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_solutions_expires_idx').on(t.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type LoginAttemptRow = typeof loginAttempts.$inferSelect;
