/** The protocols a provider speaks; SAML providers keep their settings in saml_providers (saml.ts). */
export const identityProviderProtocols = ['oidc', 'saml'] as const;
export type IdentityProviderProtocol = (typeof identityProviderProtocols)[number];

/**
 * Single sign-on (OpenID Connect or SAML 2.0): each tenant's identity providers, the provider accounts linked to users
 * (by provider and subject, never by e-mail after the first link), and authorisation requests in flight
 * (state, nonce and PKCE verifier; each state works once and only in the browser that started it).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { bytea } from './columns.ts';
import { users } from './users.ts';

export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Names the redirect route `/sso/{name}`: lower-case letters, digits and hyphens. */
    name: text('name').notNull(),
    protocol: text('protocol').$type<IdentityProviderProtocol>().notNull().default('oidc'),
    /** OpenID Connect only (null for SAML): the issuer, the client id and the client secret. */
    issuerUrl: text('issuer_url'),
    oauthClientId: text('oauth_client_id'),
    /** The client secret, sealed with AES-256-GCM (lib/crypto.ts) under the key that `secretKeyId` names. */
    clientSecretCiphertext: bytea('client_secret_ciphertext'),
    secretKeyId: text('secret_key_id'),
    /** Space-separated, always including `openid` (OpenID Connect). */
    scopes: text('scopes').notNull().default('openid email profile'),
    /** Lower-case e-mail domains whose users this provider signs in. */
    emailDomains: text('email_domains').array().notNull(),
    /**
     * Whether the provider's own MFA counts as the portal's two-factor step (off by default: a client or user
     * that requires two-factor still meets the portal's step after this provider's sign-in).
     */
    trustProviderMfa: boolean('trust_provider_mfa').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('identity_providers_client_name_unique').on(t.clientId, t.name),
    check('identity_providers_name_format', sql`${t.name} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    check('identity_providers_protocol_valid', sql`${t.protocol} in ('oidc', 'saml')`),
    check(
      'identity_providers_oidc_settings',
      sql`(${t.protocol} = 'oidc') = (${t.issuerUrl} is not null and ${t.oauthClientId} is not null and ${t.clientSecretCiphertext} is not null and ${t.secretKeyId} is not null)`,
    ),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityProviderId: uuid('identity_provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    /** The ID token's `sub`, or the SAML identifier (NameID or the mapped attribute). */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('user_identities_provider_subject_unique').on(t.identityProviderId, t.subject),
    unique('user_identities_provider_user_unique').on(t.identityProviderId, t.userId),
    index('user_identities_user').on(t.userId),
  ],
);

export const ssoAuthorisations = pgTable(
  'sso_authorisations',
  {
    /** SHA-256 of the `state` parameter. */
    stateHash: bytea('state_hash').primaryKey(),
    identityProviderId: uuid('identity_provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random value in the HttpOnly cookie set when the request began (binds it to the browser). */
    browserBindingHash: bytea('browser_binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_authorisations_expires_idx').on(t.expiresAt)],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type SsoAuthorisationRow = typeof ssoAuthorisations.$inferSelect;
