/**
 * SAML helpers for API tests (issue 36): register the test IdP (saml-idp/) as a provider of a tenant, start
 * SP-initiated sign-in as a browser would (keeping the binding cookie), and post a Response to the Assertion
 * Consumer Service.
 */
import { inflateRawSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createSecretBox } from '../src/lib/crypto.ts';
import { BINDING_COOKIE } from '../src/modules/single-sign-on/browser-binding.ts';
import { addSamlProvider } from '../src/modules/single-sign-on/saml-admin.ts';
import { HOSTS } from './auth-helpers.ts';
import { TEST_ENCRYPTION_KEY, testConfig } from './harness.ts';
import { idpMetadata, type ResponseOptions } from './saml-idp/saml-responses.ts';

export const TEST_IDP_ENTITY_ID = 'https://idp.saml.test/metadata';

export const spAddresses = (providerName: string, host: string = HOSTS.demo) => ({
  entityId: `http://${host}/api/sso/${providerName}/saml/metadata`,
  acs: `http://${host}/api/sso/${providerName}/saml/acs`,
});

export async function registerSamlProvider(
  db: Database,
  clock: Clock,
  options: {
    slug: string;
    name: string;
    emailDomains: string[];
    allowIdpInitiated?: boolean;
    identifierAttribute?: string;
    identifierTarget?: 'email' | 'employee_number';
    sloUrl?: string | null;
  },
) {
  const outcome = await addSamlProvider(
    { db, clock, secrets: createSecretBox(TEST_ENCRYPTION_KEY), config: testConfig() },
    options.slug,
    {
      name: options.name,
      emailDomains: options.emailDomains,
      metadataXml: idpMetadata({
        entityId: TEST_IDP_ENTITY_ID,
        ssoUrl: 'https://idp.saml.test/sso',
        sloUrl: options.sloUrl === undefined ? 'https://idp.saml.test/slo' : options.sloUrl,
      }),
      allowIdpInitiated: options.allowIdpInitiated ?? false,
      identifierTarget: options.identifierTarget ?? 'email',
      ...(options.identifierAttribute ? { identifierAttribute: options.identifierAttribute } : {}),
    },
  );
  if (outcome.status !== 'ok')
    throw new Error(`cannot register the SAML provider: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** The AuthnRequest in a redirect to the IdP (HTTP-Redirect binding: deflated, base64). */
export function authnRequestOf(location: string) {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  return {
    xml,
    id: /\bID="([^"]+)"/.exec(xml)![1]!,
    relayState: url.searchParams.get('RelayState') ?? '',
    url,
  };
}

/** GET /api/sso/{provider}/start: the AuthnRequest sent, its RelayState and the binding cookie. */
export async function startSaml(
  app: App,
  providerName: string,
  options: { host?: string; binding?: string } = {},
) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sso/${providerName}/start`,
    headers: { host: options.host ?? HOSTS.demo },
    ...(options.binding ? { cookies: { [BINDING_COOKIE]: options.binding } } : {}),
  });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((c) => c.name === BINDING_COOKIE)!;
  return { response, cookie, binding: cookie.value, ...authnRequestOf(response.headers.location as string) };
}

/** POST /api/sso/{provider}/saml/acs, as the IdP's auto-submitted form. */
export function postToAcs(
  app: App,
  providerName: string,
  form: { SAMLResponse: string; RelayState?: string },
  options: { host?: string; binding?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/sso/${providerName}/saml/acs`,
    headers: { host: options.host ?? HOSTS.demo, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    ...(options.binding ? { cookies: { [BINDING_COOKIE]: options.binding } } : {}),
  });
}

/** The usual Response options for a provider of the demo host, answering `inResponseTo`. */
export function responseFor(
  providerName: string,
  nameId: string,
  now: Date,
  extra: Partial<ResponseOptions> = {},
  host: string = HOSTS.demo,
): ResponseOptions {
  const sp = spAddresses(providerName, host);
  return { issuer: TEST_IDP_ENTITY_ID, audience: sp.entityId, recipient: sp.acs, nameId, now, ...extra };
}
