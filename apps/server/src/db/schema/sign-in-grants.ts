/**
 * One-time sign-in grants: what `/sso-login/{token}` exchanges for a session (POST /api/login/sso). Three
 * kinds share the table, told apart by the token's prefix in the link:
 *   masquerade      `msq…`: a platform administrator acts as `userId` for `schemeYear` (60 minutes)
 *   magic_link      an employer had a sign-in link e-mailed to one of their employees (15 minutes)
 *   single_sign_on  an identity provider vouched for `userId`; the callback hands this out (2 minutes)
 * Only the SHA-256 of the 256-bit token is stored; a grant works once, on its tenant's host only.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { identityProviders } from './single-sign-on.ts';
import { users } from './users.ts';
import { userReferenceIndex } from './user-references.ts';

export const signInGrantKinds = ['masquerade', 'magic_link', 'single_sign_on'] as const;
export type SignInGrantKind = (typeof signInGrantKinds)[number];

export const signInGrants = pgTable(
  'sign_in_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<SignInGrantKind>().notNull(),
    tokenHash: bytea('token_hash').notNull().unique('sign_in_grants_token_hash_unique'),
    /** The tenant whose host alone accepts the grant. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who the session will be for (the acted-as user of a masquerade). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked for it: the administrator of a masquerade, the employer of a magic link; null for SSO. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'cascade' }),
    /** The scheme year a masquerade acts in. */
    schemeYear: integer('scheme_year'),
    /** Why the administrator masquerades (audited). */
    reason: text('reason'),
    /** The provider of a single-sign-on grant. */
    identityProviderId: uuid('identity_provider_id').references(() => identityProviders.id, {
      onDelete: 'cascade',
    }),
    /** Single sign-on only: the provider's end-session address, worked out when it vouched for the person. */
    ssoLogoutUrl: text('sso_logout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sign_in_grants_user_idx').on(t.userId),
    userReferenceIndex('sign_in_grants_issued_by', t.issuedBy),
    check('sign_in_grants_kind_valid', sql`${t.kind} in ('masquerade', 'magic_link', 'single_sign_on')`),
    check(
      'sign_in_grants_masquerade_complete',
      sql`(${t.kind} = 'masquerade') = (${t.schemeYear} is not null and ${t.reason} is not null and ${t.issuedBy} is not null)`,
    ),
    check(
      'sign_in_grants_sso_has_provider',
      sql`(${t.kind} = 'single_sign_on') = (${t.identityProviderId} is not null)`,
    ),
    check('sign_in_grants_logout_is_sso', sql`${t.kind} = 'single_sign_on' or ${t.ssoLogoutUrl} is null`),
  ],
);

export type SignInGrantRow = typeof signInGrants.$inferSelect;
