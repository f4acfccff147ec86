/**
 * The portal as a SAML service provider for one identity provider of a tenant (node-saml): its entity ID
 * (the metadata address on the tenant's own host), its Assertion Consumer Service and single-logout return
 * addresses, its keys (opened from their sealed form), and its metadata, which publishes the next certificate
 * beside the current one during a rollover.
 *
 * node-saml verifies the XML signatures (the Response's or the assertion's, refusing a response with more than
 * one assertion and a signature whose reference is not its parent), decrypts encrypted assertions and checks
 * the audience. What it leaves to us (saml-flow.service.ts): times against our injected clock (skew is set
 * to -1 here so it checks none with its own), the recipient and destination, InResponseTo against the stored
 * request and its browser, the issuer, assertion replay, and SHA-1 (saml-xml-guard.ts).
 */
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { samlPaths } from '@portal/contracts';
import type { IdentityProviderRow, SamlProviderRow } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { openSpKey } from './saml-keys.ts';

export interface SamlAddresses {
  entityId: string;
  assertionConsumerUrl: string;
  logoutReturnUrl: string;
}

/** The service provider's addresses on the tenant's host (`base`: its public address). */
export const samlAddresses = (base: string, providerName: string): SamlAddresses => ({
  entityId: `${base}${samlPaths.metadata(providerName)}`,
  assertionConsumerUrl: `${base}${samlPaths.assertionConsumer(providerName)}`,
  logoutReturnUrl: `${base}${samlPaths.logoutReturn(providerName)}`,
});

export interface ServiceProviderOptions {
  /** The ID of the AuthnRequest or LogoutRequest about to be made. */
  requestId?: string;
  /** Decrypt with the next key (a rollover in progress) rather than the current one. */
  decryptWithNextKey?: boolean;
}

export function serviceProvider(
  secrets: SecretBox,
  base: string,
  provider: IdentityProviderRow,
  settings: SamlProviderRow,
  options: ServiceProviderOptions = {},
): SAML {
  const addresses = samlAddresses(base, provider.name);
  const privateKey = openSpKey(secrets, provider.id, settings.spPrivateKeyCiphertext, settings.spKeyId);
  const nextKey =
    options.decryptWithNextKey && settings.nextSpPrivateKeyCiphertext && settings.nextSpKeyId
      ? openSpKey(secrets, provider.id, settings.nextSpPrivateKeyCiphertext, settings.nextSpKeyId)
      : null;
  return new SAML({
    idpCert: settings.idpCertificates,
    issuer: addresses.entityId,
    audience: addresses.entityId,
    callbackUrl: addresses.assertionConsumerUrl,
    logoutCallbackUrl: addresses.logoutReturnUrl,
    entryPoint: settings.idpSsoUrl,
    ...(settings.idpSloUrl ? { logoutUrl: settings.idpSloUrl } : {}),
    idpIssuer: settings.idpEntityId,
    privateKey,
    publicCert: settings.spCertificate,
    decryptionPvk: nextKey ?? privateKey,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    // Either the Response or the assertion must carry a valid signature; node-saml requires one of them.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    // Checked by us, with the injected clock and the stored requests.
    acceptedClockSkewMs: -1,
    validateInResponseTo: ValidateInResponseTo.never,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(options.requestId ? { generateUniqueId: () => options.requestId! } : {}),
  });
}

/**
 * The SP metadata XML: the signing certificates (the next one beside the current during a rollover) and the
 * encryption certificate (the current one: node-saml publishes one; assertions encrypted to the next are
 * decrypted all the same, see saml-flow.service.ts).
 */
export function serviceProviderMetadata(
  secrets: SecretBox,
  base: string,
  provider: IdentityProviderRow,
  settings: SamlProviderRow,
): string {
  const certificates = [
    settings.spCertificate,
    ...(settings.nextSpCertificate ? [settings.nextSpCertificate] : []),
  ];
  return serviceProvider(secrets, base, provider, settings).generateServiceProviderMetadata(
    settings.spCertificate,
    certificates,
  );
}
