/**
 * What a SAML message is refused for before any XML parser reads it (issue 36): a DOCTYPE or an entity
 * declaration (XXE, entity expansion: SAML never needs one), and signature or digest algorithms weaker than
 * SHA-256 (SHA-1, MD5). xml-crypto, under node-saml, accepts RSA-SHA1 signatures and SHA-1 digests, so this
 * allow-list is ours; it is applied to the message as posted and again to an encrypted assertion's plain text.
 * The DOCTYPE test is on the text itself, before any parser sees it.
 */
import { parseXml, selectTexts } from './saml-xml-dom.ts';

export type XmlRefusal = 'not_base64' | 'not_xml' | 'xml_doctype' | 'weak_algorithm';

const BASE64 = /^[A-Za-z0-9+/\r\n]+={0,2}\s*$/;
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;
/** A signature's algorithm and its references' digests (not a key transport's OAEP digest, which is fine). */
const SIGNATURE_ALGORITHMS = '//ds:SignatureMethod/@Algorithm | //ds:Reference/ds:DigestMethod/@Algorithm';

/** The signature and digest algorithms accepted: RSA or ECDSA with SHA-256 or stronger. */
export const ACCEPTED_ALGORITHMS = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha512',
  'http://www.w3.org/2001/04/xmlenc#sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512',
]);

/** Why this XML text must not be read, or null. */
export function xmlRefusal(xml: string): XmlRefusal | null {
  if (DECLARATIONS.test(xml)) return 'xml_doctype';
  // Only now, without a DOCTYPE, is the text given to a parser.
  const doc = parseXml(xml);
  if (!doc) return 'not_xml';
  const weak = selectTexts(SIGNATURE_ALGORITHMS, doc).some(
    (algorithm) => !ACCEPTED_ALGORITHMS.has(algorithm),
  );
  return weak ? 'weak_algorithm' : null;
}

/** A posted SAML message (base64 of the XML) decoded, or why it is refused. */
export function decodeSamlMessage(
  base64: string,
): { ok: true; xml: string } | { ok: false; reason: XmlRefusal } {
  if (!BASE64.test(base64)) return { ok: false, reason: 'not_base64' };
  const xml = Buffer.from(base64, 'base64').toString('utf8');
  const refusal = xmlRefusal(xml);
  return refusal ? { ok: false, reason: refusal } : { ok: true, xml };
}
