/**
 * The test IdP's single logout (HTTP-Redirect binding): reads the SP's LogoutRequest, checks its signature
 * against the certificates in the SP's metadata (fetched from its entity ID, which is the metadata address),
 * and answers a LogoutResponse signed with the test key, back to the SP's single-logout return.
 */
import { createSign, createVerify, X509Certificate } from 'node:crypto';
import { get } from 'node:http';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { newId, TEST_IDP_KEY } from './saml-responses.ts';

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

export interface LogoutSeen {
  nameId: string;
  /** Whether the request was signed with RSA-SHA256 by a certificate of the SP's metadata. */
  signed: boolean;
}

/** The raw (still URL-encoded) value of a query parameter: the redirect signature covers it as sent. */
function rawParameter(query: string, name: string): string | null {
  const pair = query.split('&').find((part) => part.startsWith(`${name}=`));
  return pair === undefined ? null : pair.slice(name.length + 1);
}

const decode = (raw: string) => decodeURIComponent(raw.replace(/\+/g, ' '));

/** GET over plain http; a `*.localhost` host (a tenant's in tests) is this machine, which Node cannot resolve. */
function fetchText(address: string): Promise<string> {
  const url = new URL(address);
  const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    get(url, loopback ? { host: '127.0.0.1', headers: { host: url.host } } : {}, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

function spCertificates(metadata: string): string[] {
  return [...metadata.matchAll(/<(?:ds:)?X509Certificate>([^<]+)</g)].map(
    (match) => `-----BEGIN CERTIFICATE-----\n${match[1]!.replace(/\s+/g, '')}\n-----END CERTIFICATE-----\n`,
  );
}

function verifies(signedOctets: string, signature: string, certificates: string[]): boolean {
  return certificates.some((pem) =>
    createVerify('RSA-SHA256')
      .update(signedOctets)
      .verify(new X509Certificate(pem).publicKey, signature, 'base64'),
  );
}

/** The SP's LogoutRequest in `query` (the raw query string) answered: where to send the browser, and what was seen. */
export async function answerLogoutRequest(
  query: string,
  options: { issuer: string },
): Promise<{ location: string; seen: LogoutSeen } | null> {
  const request = rawParameter(query, 'SAMLRequest');
  if (!request) return null;
  const xml = inflateRawSync(Buffer.from(decode(request), 'base64')).toString('utf8');
  const spEntityId = /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1];
  const requestId = /\bID="([^"]+)"/.exec(xml)?.[1];
  const nameId = /<(?:saml2?:)?NameID[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
  if (!spEntityId || !requestId) return null;

  const metadata = await fetchText(spEntityId);
  const relayState = rawParameter(query, 'RelayState');
  const sigAlg = rawParameter(query, 'SigAlg');
  const signature = rawParameter(query, 'Signature');
  const octets = (
    [
      ['SAMLRequest', request],
      ['RelayState', relayState],
      ['SigAlg', sigAlg],
    ] as const
  )
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signed =
    sigAlg !== null &&
    decode(sigAlg) === RSA_SHA256 &&
    signature !== null &&
    verifies(octets, decode(signature), spCertificates(metadata));

  const back =
    /<(?:md:)?SingleLogoutService[^>]*Location="([^"]+)"/.exec(metadata)?.[1] ??
    spEntityId.replace(/\/metadata$/, '/slo');
  const response = `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${back}" InResponseTo="${requestId}"><saml:Issuer>${options.issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:${signed ? 'Success' : 'Requester'}"/></samlp:Status></samlp:LogoutResponse>`;
  let answer = `SAMLResponse=${encodeURIComponent(deflateRawSync(response).toString('base64'))}`;
  if (relayState !== null) answer += `&RelayState=${relayState}`;
  answer += `&SigAlg=${encodeURIComponent(RSA_SHA256)}`;
  const answerSignature = createSign('RSA-SHA256').update(answer).sign(TEST_IDP_KEY, 'base64');
  answer += `&Signature=${encodeURIComponent(answerSignature)}`;
  return { location: `${back}${back.includes('?') ? '&' : '?'}${answer}`, seen: { nameId, signed } };
}
