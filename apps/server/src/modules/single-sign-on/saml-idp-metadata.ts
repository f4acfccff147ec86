/**
 * An identity provider's SAML metadata (pasted, or fetched from its address): its entity ID, the
 * HTTP-Redirect single-sign-on and single-logout addresses, and its signing certificates. Refused like any
 * SAML message when it has a DOCTYPE or entities (saml-xml-guard.ts).
 */
import { parseXml, selectTexts } from './saml-xml-dom.ts';
import { xmlRefusal } from './saml-xml-guard.ts';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  sloUrl: string | null;
  /** Base64 DER, as in the metadata. */
  certificates: string[];
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The time a metadata fetch may take, and its largest size. */
export const METADATA_TIMEOUT_MS = 10_000;
const METADATA_MAX_BYTES = 1024 * 1024;

/** Reads the metadata, or says in words what is wrong with it. */
export function parseIdpMetadata(
  xml: string,
): { ok: true; value: IdpMetadata } | { ok: false; message: string } {
  if (xmlRefusal(xml))
    return { ok: false, message: 'the metadata has a DOCTYPE, entities or SHA-1 algorithms' };
  const doc = parseXml(xml);
  if (!doc) return { ok: false, message: 'the metadata is not well-formed XML' };
  const entity =
    '(/md:EntityDescriptor[md:IDPSSODescriptor] | /md:EntitiesDescriptor/md:EntityDescriptor[md:IDPSSODescriptor])[1]';
  const idp = `${entity}/md:IDPSSODescriptor`;
  const [entityId] = selectTexts(`${entity}/@entityID`, doc);
  const [ssoUrl] = selectTexts(
    `${idp}/md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']/@Location`,
    doc,
  );
  const [sloUrl] = selectTexts(
    `${idp}/md:SingleLogoutService[@Binding='${REDIRECT_BINDING}']/@Location`,
    doc,
  );
  const certificates = selectTexts(
    `${idp}/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate`,
    doc,
  ).map((body) => body.replace(/\s+/g, ''));
  if (!entityId) return { ok: false, message: 'the metadata has no identity provider EntityDescriptor' };
  if (!ssoUrl)
    return { ok: false, message: 'the identity provider offers no HTTP-Redirect SingleSignOnService' };
  if (certificates.length === 0) return { ok: false, message: 'the metadata has no signing certificate' };
  return {
    ok: true,
    value: { entityId, ssoUrl, sloUrl: sloUrl ?? null, certificates: [...new Set(certificates)] },
  };
}

/** Fetches metadata from the IdP's address (https, or loopback http outside production). */
export async function fetchIdpMetadata(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`the metadata address answered ${response.status}`);
  const body = await response.text();
  if (body.length > METADATA_MAX_BYTES) throw new Error('the metadata is larger than 1 MiB');
  return body;
}
