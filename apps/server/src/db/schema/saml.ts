/**
 * SAML 2.0 single sign-on: a SAML identity provider's settings (its metadata, the portal's own service-provider
 * key pair and the rollover key), the AuthnRequests in flight (each bound to the browser that sent it, like an
 * OpenID Connect state), the assertion IDs already accepted (until their NotOnOrAfter: a replay is refused on
 * every server), and the single-logout tickets of SAML sessions.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { identityProviders } from './single-sign-on.ts';

export const samlIdentifierTargets = ['email', 'employee_number'] as const;
export type SamlIdentifierTarget = (typeof samlIdentifierTargets)[number];

export const samlProviders = pgTable(
  'saml_providers',
  {
    identityProviderId: uuid('identity_provider_id')
      .primaryKey()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    /** Where the IdP publishes its metadata (refreshed daily), or null when it was pasted. */
    metadataUrl: text('metadata_url'),
    /** The metadata last read (fetched or pasted): the settings below are taken from it. */
    metadataXml: text('metadata_xml').notNull(),
    metadataFetchedAt: timestamp('metadata_fetched_at', { withTimezone: true }),
    idpEntityId: text('idp_entity_id').notNull(),
    /** The IdP's SingleSignOnService (HTTP-Redirect binding). */
    idpSsoUrl: text('idp_sso_url').notNull(),
    /** The IdP's SingleLogoutService (HTTP-Redirect), when it offers single logout. */
    idpSloUrl: text('idp_slo_url'),
    /** The IdP's signing certificates (base64 DER, as in its metadata). */
    idpCertificates: text('idp_certificates').array().notNull(),
    /** The portal's key (PKCS#8 PEM) sealed like client secrets, and its self-signed certificate (PEM). */
    spPrivateKeyCiphertext: bytea('sp_private_key_ciphertext').notNull(),
    spKeyId: text('sp_key_id').notNull(),
    spCertificate: text('sp_certificate').notNull(),
    /** During a certificate rollover: the next key pair, published in the metadata beside the current one. */
    nextSpPrivateKeyCiphertext: bytea('next_sp_private_key_ciphertext'),
    nextSpKeyId: text('next_sp_key_id'),
    nextSpCertificate: text('next_sp_certificate'),
    /** The assertion attribute that identifies the person, or null for the NameID. */
    identifierAttribute: text('identifier_attribute'),
    /** Which of the portal's fields the identifier is. */
    identifierTarget: text('identifier_target').$type<SamlIdentifierTarget>().notNull().default('email'),
    /** Unsolicited (IdP-initiated) responses: off unless the operator turns them on. */
    allowIdpInitiated: boolean('allow_idp_initiated').notNull().default(false),
  },
  (t) => [
    check(
      'saml_providers_identifier_target_valid',
      sql`${t.identifierTarget} in ('email', 'employee_number')`,
    ),
    check(
      'saml_providers_next_key_whole',
      sql`(${t.nextSpPrivateKeyCiphertext} is null) = (${t.nextSpCertificate} is null) and (${t.nextSpKeyId} is null) = (${t.nextSpCertificate} is null)`,
    ),
  ],
);

export const samlRequests = pgTable(
  'saml_requests',
  {
    /** The AuthnRequest's ID, which the response's InResponseTo must name. */
    requestId: text('request_id').primaryKey(),
    identityProviderId: uuid('identity_provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser-binding cookie's value (browser-binding.ts). */
    browserBindingHash: bytea('browser_binding_hash').notNull(),
    /** SHA-256 of the RelayState sent with the request, which must come back unchanged. */
    relayStateHash: bytea('relay_state_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('saml_requests_expires_idx').on(t.expiresAt)],
);

export const samlAssertionIds = pgTable(
  'saml_assertion_ids',
  {
    identityProviderId: uuid('identity_provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    /** Kept until then: after it the assertion is refused as expired anyway. */
    notOnOrAfter: timestamp('not_on_or_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.identityProviderId, t.assertionId] }),
    index('saml_assertion_ids_not_on_or_after_idx').on(t.notOnOrAfter),
  ],
);

/** What a SAML session's single logout needs (NameID and SessionIndex), behind a one-time ticket. */
export const samlLogoutTickets = pgTable(
  'saml_logout_tickets',
  {
    /** SHA-256 of the ticket in the session's logout address. */
    ticketHash: bytea('ticket_hash').primaryKey(),
    identityProviderId: uuid('identity_provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saml_logout_tickets_expires_idx').on(t.expiresAt)],
);

export type SamlProviderRow = typeof samlProviders.$inferSelect;
export type SamlRequestRow = typeof samlRequests.$inferSelect;
