/**
 * The portal's own SAML key pairs (issue 36): one per SAML provider, which signs AuthnRequests and
 * LogoutRequests and decrypts encrypted assertions. The private key is sealed like OpenID client secrets
 * (lib/crypto.ts, bound to its provider row); the certificate is self-signed, as SAML metadata expects,
 * since the IdP trusts the certificate it imported, not a chain.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { SecretBox } from '../../lib/crypto.ts';

/** How long a generated certificate is valid; a rollover replaces it well before then. */
const CERTIFICATE_YEARS = 5;

/** The context a provider's keys (current and next) are sealed under, binding them to its row. */
export const samlKeyContext = (providerId: string) => `saml-sp-key:${providerId}`;

export interface SpKeyPair {
  privateKeyPem: string;
  certificatePem: string;
}

export function generateSpKeyPair(commonName: string, now: Date): SpKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial number: the first byte's high bit clear.
  certificate.serialNumber = `0${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime());
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + CERTIFICATE_YEARS);
  const subject = [{ name: 'commonName', value: commonName.slice(0, 64) }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKeyPem: privateKey, certificatePem: forge.pki.certificateToPem(certificate) };
}

export const sealSpKey = (secrets: SecretBox, providerId: string, pem: string) =>
  secrets.seal(pem, samlKeyContext(providerId));

export const openSpKey = (secrets: SecretBox, providerId: string, ciphertext: Buffer, keyId: string) =>
  secrets.open({ ciphertext, keyId }, samlKeyContext(providerId));

/** A certificate's base64 body, as metadata and node-saml take it. */
export const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
