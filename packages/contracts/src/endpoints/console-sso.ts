import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleSamlRolloverSchema,
  consoleSsoMfaTrustSchema,
  consoleSsoProviderParamsSchema,
  consoleSsoRemovalSchema,
  consoleSsoSchema,
} from '../console-sso.ts';
import { describe, errorResponses } from '../endpoint.ts';
import {
  identityProviderSummarySchema,
  newIdentityProviderSchema,
  newSamlProviderSchema,
} from '../single-sign-on.ts';

const operator =
  'Platform administrators with two-factor passed, on the platform host. A slug that names no client, or a name that is not one of its providers, answers 404.';
const audited = 'The change and its audit row (before and after, never a secret) are written together.';

export const consoleSsoEndpoints = {
  consoleSso: describe('consoleSso', {
    tags: ['console'],
    summary: "A client's single-sign-on providers (OpenID Connect and SAML), as `sso list` shows them",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleSsoSchema, ...errorResponses(401, 403, 404) },
  }),
  addConsoleOidcProvider: describe('addConsoleOidcProvider', {
    tags: ['console'],
    summary: 'Adds an OpenID Connect provider, its discovery checked live and its client secret sealed',
    description: `${operator} A name or e-mail domain already used, an issuer the portal may not use or whose discovery fails answer 400 with the message by its field. ${audited}`,
    params: clientSlugParamsSchema,
    body: newIdentityProviderSchema,
    responses: { 201: identityProviderSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  addConsoleSamlProvider: describe('addConsoleSamlProvider', {
    tags: ['console'],
    summary: 'Adds a SAML provider from its IdP metadata (an address, fetched now and daily, or the XML)',
    description: `${operator} Metadata that cannot be fetched, has a DOCTYPE or entities, SHA-1, or no signing certificate answers 400 by its field, as a name or e-mail domain already used does. ${audited}`,
    params: clientSlugParamsSchema,
    body: newSamlProviderSchema,
    responses: { 201: identityProviderSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  removeConsoleSsoProvider: describe('removeConsoleSsoProvider', {
    tags: ['console'],
    summary: 'Removes a provider (its linked accounts are unlinked), with a reason',
    description: `${operator} The only provider of a single-sign-on-only client answers 409. ${audited}`,
    params: consoleSsoProviderParamsSchema,
    body: consoleSsoRemovalSchema,
    responses: { 200: consoleSsoSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  setConsoleSsoMfaTrust: describe('setConsoleSsoMfaTrust', {
    tags: ['console'],
    summary: "Whether the provider's own MFA stands for the portal's two-factor step",
    description: `${operator} ${audited}`,
    params: consoleSsoProviderParamsSchema,
    body: consoleSsoMfaTrustSchema,
    responses: { 200: identityProviderSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  refreshConsoleSamlMetadata: describe('refreshConsoleSamlMetadata', {
    tags: ['console'],
    summary: "Fetches a SAML provider's IdP metadata from its address now",
    description: `${operator} Pasted metadata, or metadata that cannot be fetched or read, answers 400 (the provider keeps what it had). ${audited}`,
    params: consoleSsoProviderParamsSchema,
    responses: { 200: identityProviderSummarySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  rolloverConsoleSamlCertificate: describe('rolloverConsoleSamlCertificate', {
    tags: ['console'],
    summary:
      "Rolls a SAML provider's SP certificate over: `start` publishes both, `finish` keeps the new one",
    description: `${operator} A start while one is under way, or a finish without one, answers 409. ${audited}`,
    params: consoleSsoProviderParamsSchema,
    body: consoleSamlRolloverSchema,
    responses: { 200: identityProviderSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
