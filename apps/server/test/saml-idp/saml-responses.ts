/**
 * The test SAML identity provider's messages (issue 36), built with node-saml's own dependencies (xml-crypto
 * signs, xml-encryption encrypts) and the committed test key in this folder, never used outside tests and the
 * demo: its metadata, and Responses — well-formed ones, and the wrong ones the portal must refuse (unsigned,
 * SHA-1, expired, for another audience or recipient, with a DOCTYPE, wrapped signatures).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SignedXml } from 'xml-crypto';
import { encrypt } from 'xml-encryption';

const here = import.meta.dirname;
export const TEST_IDP_KEY = fs.readFileSync(path.join(here, 'test-idp-key.pem'), 'utf8');
export const TEST_IDP_CERT = fs.readFileSync(path.join(here, 'test-idp-cert.pem'), 'utf8');
/** A second key pair an attacker would have: signatures with it must be refused. */
export const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

const SHA256 = {
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
} as const;
const SHA1 = {
  signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
} as const;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const newId = () => `_${randomBytes(16).toString('hex')}`;

/** The IdP's metadata: its entity ID, HTTP-Redirect SSO and SLO addresses and signing certificate. */
export function idpMetadata(options: {
  entityId: string;
  ssoUrl: string;
  sloUrl?: string | null;
  cert?: string;
}) {
  const slo = options.sloUrl
    ? `<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(options.sloUrl)}"/>`
    : '';
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escape(options.entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="true">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(options.cert ?? TEST_IDP_CERT)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    ${slo}
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(options.ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

export interface ResponseOptions {
  issuer: string;
  /** The SP's entity ID (the audience) and its Assertion Consumer Service (recipient and destination). */
  audience: string;
  recipient: string;
  destination?: string | null;
  inResponseTo?: string | null;
  nameId: string;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  sessionIndex?: string;
  /** The IdP's "now": the assertion is valid from 1 minute before to `validMinutes` after. */
  now: Date;
  validMinutes?: number;
  assertionId?: string;
  /** What carries the signature: the assertion (default), the whole response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  algorithm?: 'sha256' | 'sha1';
  key?: string;
  cert?: string;
  /** Encrypt the (signed) assertion to this certificate (PEM). */
  encryptTo?: string;
}

const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000).toISOString();

export function assertionXml(options: ResponseOptions): string {
  const id = options.assertionId ?? newId();
  const valid = options.validMinutes ?? 5;
  const from = at(options.now, -1);
  const until = at(options.now, valid);
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${escape(options.inResponseTo)}"` : '';
  const attributes = Object.entries(options.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${options.now.toISOString()}"><saml:Issuer>${escape(options.issuer)}</saml:Issuer><saml:Subject><saml:NameID Format="${options.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'}">${escape(options.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${escape(options.recipient)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${from}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${options.now.toISOString()}" SessionIndex="${escape(options.sessionIndex ?? newId())}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : ''}</saml:Assertion>`;
}

/** Signs the element named `localName` (the first), its signature placed after its Issuer. */
export function signElement(
  xml: string,
  localName: 'Assertion' | 'Response',
  options: { algorithm?: 'sha256' | 'sha1'; key?: string; cert?: string } = {},
): string {
  const algorithms = options.algorithm === 'sha1' ? SHA1 : SHA256;
  const signer = new SignedXml({
    privateKey: options.key ?? TEST_IDP_KEY,
    publicCert: options.cert ?? TEST_IDP_CERT,
    signatureAlgorithm: algorithms.signature,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const element = `//*[local-name(.)='${localName}']`;
  signer.addReference({
    xpath: element,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: algorithms.digest,
  });
  signer.computeSignature(xml, {
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

const encryptAsync = promisify(encrypt);

export async function encryptAssertion(assertion: string, certificatePem: string): Promise<string> {
  const encrypted = await encryptAsync(assertion, {
    rsa_pub: certificatePem,
    pem: certificatePem,
    encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
    keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
  });
  return `<saml:EncryptedAssertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${encrypted}</saml:EncryptedAssertion>`;
}

/** A Response around the given assertion XML (already signed or encrypted as the caller wants). */
export function responseXml(options: ResponseOptions, assertion: string): string {
  const destination =
    options.destination === null ? '' : ` Destination="${escape(options.destination ?? options.recipient)}"`;
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${escape(options.inResponseTo)}"` : '';
  return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${options.now.toISOString()}"${destination}${inResponseTo}><saml:Issuer>${escape(options.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
}

/** A whole Response as the IdP would post it (base64), signed as asked. */
export async function buildResponse(options: ResponseOptions): Promise<string> {
  const sign = options.sign ?? 'assertion';
  const signing = { algorithm: options.algorithm, key: options.key, cert: options.cert };
  let assertion = assertionXml(options);
  if (sign === 'assertion' || sign === 'both') assertion = signElement(assertion, 'Assertion', signing);
  if (options.encryptTo) assertion = await encryptAssertion(assertion, options.encryptTo);
  let response = responseXml(options, assertion);
  if (sign === 'response' || sign === 'both') response = signElement(response, 'Response', signing);
  return Buffer.from(response, 'utf8').toString('base64');
}

export const toBase64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
export const fromBase64 = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
