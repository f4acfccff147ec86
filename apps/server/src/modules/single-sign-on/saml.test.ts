/**
 * SAML 2.0 sign-in (issue 36): SP-initiated from the start address to a session, with the same grant as
 * OpenID Connect; encrypted assertions; an attribute mapped to the employee number; IdP-initiated where
 * allowed; the SP metadata on the tenant's host; single logout; the certificate rollover.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, identityProviders } from '../../db/schema/index.ts';
import { HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  createTestApp,
  seedDemo,
  TEST_ENCRYPTION_KEY,
  testConfig,
  type TestApp,
} from '../../../test/harness.ts';
import {
  authnRequestOf,
  postToAcs,
  registerSamlProvider,
  responseFor,
  spAddresses,
  startSaml,
} from '../../../test/saml-helpers.ts';
import { buildResponse } from '../../../test/saml-idp/saml-responses.ts';
import { exchangeSsoLink } from '../../../test/sso-helpers.ts';
import { consoleRequest, operatorToken } from '../../../test/console-helpers.ts';
import { createSecretBox } from '../../lib/crypto.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { idpMetadata } from '../../../test/saml-idp/saml-responses.ts';
import { startSamlIdp } from '../../../test/saml-idp/saml-idp-server.ts';
import { TEST_IDP_ENTITY_ID } from '../../../test/saml-helpers.ts';
import { addSamlProvider, refreshSamlMetadata, rolloverSamlCertificate } from './saml-admin.ts';

const time = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  await registerSamlProvider(t.db, time.clock, { slug: 'demo', name: 'corp', emailDomains: ['demo.test'] });
  await registerSamlProvider(t.db, time.clock, {
    slug: 'northwind',
    name: 'hr-idp',
    emailDomains: ['northwind.test'],
    allowIdpInitiated: true,
    sloUrl: null,
  });
});
afterAll(async () => {
  await t.close();
});

async function spInitiated(nameId: string, extra: Parameters<typeof responseFor>[3] = {}) {
  const started = await startSaml(t.app, 'corp');
  const SAMLResponse = await buildResponse(
    responseFor('corp', nameId, time.clock(), { inResponseTo: started.id, ...extra }),
  );
  const response = await postToAcs(
    t.app,
    'corp',
    { SAMLResponse, RelayState: started.relayState },
    { binding: started.binding },
  );
  return { started, response };
}

describe('SP-initiated sign-in', () => {
  it('answers the start address for the domain, like OpenID Connect', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/url',
      headers: { host: HOSTS.demo },
      payload: { email: 'employee@demo.test' },
    });
    expect(response.json()).toEqual({
      hasSSO: true,
      url: '/api/sso/corp/start?login_hint=employee%40demo.test',
    });
  });

  it('sends a signed AuthnRequest for the SP entity ID and its ACS, and binds the browser', async () => {
    const started = await startSaml(t.app, 'corp');
    const sp = spAddresses('corp');
    expect(started.url.origin + started.url.pathname).toBe('https://idp.saml.test/sso');
    expect(started.url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(started.url.searchParams.get('Signature')).toBeTruthy();
    expect(started.xml).toContain(`AssertionConsumerServiceURL="${sp.acs}"`);
    expect(started.xml).toContain(`>${sp.entityId}</saml:Issuer>`);
    expect(started.cookie).toMatchObject({ httpOnly: true, path: '/api/sso' });
    expect(started.relayState).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('signs the person in: the ACS redirects to the same one-time sign-in link as OpenID Connect', async () => {
    const { response } = await spInitiated('employee@demo.test');
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/sso-login\/sso/);
    const session = await exchangeSsoLink(t.app, location);
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.ssoLogoutUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/sso\/corp\/saml\/logout\/[A-Za-z0-9_-]{43}$/,
    );
    const linked = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'sso.linked'));
    expect(linked.at(-1)?.detail).toEqual({ provider: 'corp', protocol: 'saml' });
  });

  it('accepts an assertion encrypted to the SP certificate', async () => {
    const metadata = await t.app.inject({
      method: 'GET',
      url: '/api/sso/corp/saml/metadata',
      headers: { host: HOSTS.demo },
    });
    const body = /use="encryption"[\s\S]*?<ds:X509Certificate>([^<]+)</.exec(metadata.body)![1]!;
    const certificate = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    const started = await startSaml(t.app, 'corp');
    const SAMLResponse = await buildResponse(
      responseFor('corp', 'employee@demo.test', time.clock(), {
        inResponseTo: started.id,
        encryptTo: certificate,
      }),
    );
    const response = await postToAcs(
      t.app,
      'corp',
      { SAMLResponse, RelayState: started.relayState },
      { binding: started.binding },
    );
    const failures = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'sso.failed'));
    expect(failures.at(-1)?.detail ?? null).toBeNull();
    expect(response.headers.location).toMatch(/^\/sso-login\/sso/);
  });

  it('accepts a signed Response around an unsigned assertion', async () => {
    const { response } = await spInitiated('employee@demo.test', { sign: 'response' });
    expect(response.headers.location).toMatch(/^\/sso-login\/sso/);
  });
});

describe('while the demo’s clock is moved (issue 35)', () => {
  it('still checks the assertion’s times against the real time, which the IdP keeps', async () => {
    const token = await operatorToken(t.app, time);
    const in30Days = new Date(time.clock().getTime() + 30 * 86_400_000).toISOString();
    const moved = await consoleRequest(t.app, 'PUT', '/api/console/clock', {
      token,
      payload: { to: in30Days },
    });
    expect(moved.statusCode).toBe(200);
    try {
      const { response } = await spInitiated('employee@demo.test');
      expect(response.headers.location).toMatch(/^\/sso-login\/sso/);
    } finally {
      // The operator's session ended in the moved time: a new one puts the clock back.
      const again = await operatorToken(t.app, time);
      const reset = await consoleRequest(t.app, 'DELETE', '/api/console/clock', { token: again });
      expect(reset.statusCode).toBe(200);
    }
  });
});

describe('the SP metadata', () => {
  it('is served on the tenant’s host with the ACS, single logout and the certificate', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso/corp/saml/metadata',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    const sp = spAddresses('corp');
    expect(response.body).toContain(`entityID="${sp.entityId}"`);
    expect(response.body).toContain(`Location="${sp.acs}"`);
    expect(response.body.match(/<ds:X509Certificate>/g)).toHaveLength(2); // signing and encryption
  });

  it('is not found for another tenant’s provider', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso/corp/saml/metadata',
      headers: { host: HOSTS.northwind },
    });
    expect(response.statusCode).toBe(404);
  });

  it('publishes both signing certificates during a rollover, and the new one alone after it', async () => {
    const deps = {
      db: t.db,
      clock: time.clock,
      secrets: createSecretBox(TEST_ENCRYPTION_KEY),
      config: testConfig(),
    };
    const metadata = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sso/corp/saml/metadata',
          headers: { host: HOSTS.demo },
        })
      ).body;
    const before = await metadata();
    expect((await rolloverSamlCertificate(deps, 'demo', 'corp', 'start')).status).toBe('ok');
    const during = await metadata();
    const signing = (xml: string) =>
      [...xml.matchAll(/use="signing"[\s\S]*?<ds:X509Certificate>([^<]+)</g)].map((m) => m[1]);
    expect(signing(during)).toHaveLength(2);
    expect(signing(during)).toContain(signing(before)[0]);
    // Sign-in goes on during the change.
    expect((await spInitiated('employee@demo.test')).response.headers.location).toMatch(/^\/sso-login\/sso/);
    expect((await rolloverSamlCertificate(deps, 'demo', 'corp', 'finish')).status).toBe('ok');
    const after = await metadata();
    expect(signing(after)).toEqual([signing(during)[1]]);
    expect((await spInitiated('employee@demo.test')).response.headers.location).toMatch(/^\/sso-login\/sso/);
  });
});

describe('IdP-initiated sign-in', () => {
  it('signs in through a provider that allows it (northwind)', async () => {
    // Northwind enforces two-factor: trusting this provider's MFA makes the sign-in a session at once.
    await t.db
      .update(identityProviders)
      .set({ trustProviderMfa: true })
      .where(eq(identityProviders.name, 'hr-idp'));
    const SAMLResponse = await buildResponse(
      responseFor('hr-idp', 'employee@northwind.test', time.clock(), {}, HOSTS.northwind),
    );
    const response = await postToAcs(t.app, 'hr-idp', { SAMLResponse }, { host: HOSTS.northwind });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/sso-login\/sso/);
    const session = await exchangeSsoLink(t.app, response.headers.location as string, HOSTS.northwind);
    expect(session.statusCode).toBe(200);
    expect(session.json().ssoLogoutUrl).toBeNull(); // this IdP has no single logout
  });

  it('lands on the portal page its RelayState names, and on home for anything else', async () => {
    const landing = async (RelayState: string) => {
      const SAMLResponse = await buildResponse(
        responseFor('hr-idp', 'employee@northwind.test', time.clock(), {}, HOSTS.northwind),
      );
      const response = await postToAcs(
        t.app,
        'hr-idp',
        { SAMLResponse, RelayState },
        { host: HOSTS.northwind },
      );
      expect(response.statusCode).toBe(303);
      const location = new URL(response.headers.location as string, 'http://northwind.localhost:3000');
      expect(location.pathname).toMatch(/^\/sso-login\/sso[\w-]+$/);
      return location.searchParams.get('next');
    };
    expect(await landing('/app/benefits/?tab=faqs')).toBe('/app/benefits/?tab=faqs');
    expect(await landing('//evil.example/app/benefits/')).toBeNull();
    expect(await landing('https://evil.example/app/benefits/')).toBeNull();
    expect(await landing('http://northwind.localhost:3000/app/benefits/')).toBeNull();
    expect(await landing('/\\evil.example')).toBeNull();
    expect(await landing('/api/user')).toBeNull();
    expect(await landing('')).toBeNull();
  });
});

describe('single logout', () => {
  it('sends a signed LogoutRequest for the person to the IdP, once, then the success page', async () => {
    const { response } = await spInitiated('employee@demo.test');
    const session = await exchangeSsoLink(t.app, response.headers.location as string);
    const logoutUrl = new URL(session.json().ssoLogoutUrl as string);
    const out = await t.app.inject({ method: 'GET', url: logoutUrl.pathname, headers: { host: HOSTS.demo } });
    expect(out.statusCode).toBe(302);
    const request = authnRequestOf(out.headers.location as string);
    expect(request.url.origin + request.url.pathname).toBe('https://idp.saml.test/slo');
    expect(request.url.searchParams.get('Signature')).toBeTruthy();
    expect(request.xml).toContain('LogoutRequest');
    expect(request.xml).toContain('>employee@demo.test</saml:NameID>');
    const again = await t.app.inject({
      method: 'GET',
      url: logoutUrl.pathname,
      headers: { host: HOSTS.demo },
    });
    expect(again.headers.location).toBe('http://localhost:3000/logout-success');
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/sso/corp/saml/slo?SAMLResponse=x',
      headers: { host: HOSTS.demo },
    });
    expect(back.headers.location).toBe('http://localhost:3000/logout-success');
  });
});

describe('IdP metadata from an address', () => {
  it('is fetched when the provider is added, and again by the daily refresh', async () => {
    let ssoUrl = 'https://idp.saml.test/sso-first';
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/samlmetadata+xml');
      response.end(idpMetadata({ entityId: TEST_IDP_ENTITY_ID, ssoUrl }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const metadataUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
    try {
      const deps = {
        db: t.db,
        clock: time.clock,
        secrets: createSecretBox(TEST_ENCRYPTION_KEY),
        config: testConfig(),
      };
      const added = await addSamlProvider(deps, 'demo', {
        name: 'fetched',
        emailDomains: ['fetched.test'],
        metadataUrl,
      });
      expect(added).toMatchObject({
        status: 'ok',
        value: { idpMetadataUrl: metadataUrl, singleLogout: false },
      });
      expect((await startSaml(t.app, 'fetched')).url.pathname).toBe('/sso-first');
      ssoUrl = 'https://idp.saml.test/sso-second';
      const { refreshed, failed } = await refreshSamlMetadata(deps);
      expect(failed).toEqual([]);
      expect(refreshed).toHaveLength(1);
      expect((await startSaml(t.app, 'fetched')).url.pathname).toBe('/sso-second');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses metadata with a DOCTYPE', async () => {
    const deps = {
      db: t.db,
      clock: time.clock,
      secrets: createSecretBox(TEST_ENCRYPTION_KEY),
      config: testConfig(),
    };
    const metadataXml = idpMetadata({
      entityId: TEST_IDP_ENTITY_ID,
      ssoUrl: 'https://idp.saml.test/sso',
    }).replace('<?xml version="1.0"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]>');
    const added = await addSamlProvider(deps, 'demo', {
      name: 'doctype',
      emailDomains: ['doctype.test'],
      metadataXml,
    });
    expect(added.status).toBe('invalid');
  });
});

describe('the demo: the test IdP over HTTP, its employeeNumber attribute mapped to the employee number', () => {
  it('signs Alex Morgan in as alex@saml.demo.test (DL0001) through the IdP’s own pages', async () => {
    const idp = await startSamlIdp({
      accounts: [{ email: 'alex@saml.demo.test', employeeNumber: 'DL0001' }],
      clock: time.clock,
    });
    try {
      const deps = {
        db: t.db,
        clock: time.clock,
        secrets: createSecretBox(TEST_ENCRYPTION_KEY),
        config: testConfig(),
      };
      const added = await addSamlProvider(deps, 'demo', {
        name: 'demo-saml',
        emailDomains: ['saml.demo.test'],
        metadataUrl: idp.metadataUrl,
        identifierAttribute: 'employeeNumber',
        identifierTarget: 'employee_number',
      });
      expect(added.status).toBe('ok');
      const lookup = await t.app.inject({
        method: 'POST',
        url: '/api/login/url',
        headers: { host: HOSTS.demo },
        payload: { email: 'alex@saml.demo.test' },
      });
      const started = await startSaml(t.app, 'demo-saml', {});
      expect(lookup.json().url).toMatch(/^\/api\/sso\/demo-saml\/start/);
      // The IdP's sign-in form, then its auto-posting form to the portal's ACS.
      const form = await fetch(started.response.headers.location as string);
      expect(await form.text()).toContain('<label for="email">E-mail</label>');
      const signedIn = await fetch(`${idp.origin}/sso`, {
        method: 'POST',
        body: new URLSearchParams({
          SAMLRequest: started.url.searchParams.get('SAMLRequest')!,
          RelayState: started.relayState,
          email: 'alex@saml.demo.test',
        }),
      });
      const autoPost = await signedIn.text();
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(autoPost)![1]!;
      expect(autoPost).toContain(`action="${spAddresses('demo-saml').acs}"`);
      const response = await postToAcs(
        t.app,
        'demo-saml',
        { SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') },
        { binding: started.binding },
      );
      const failures = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'sso.failed'));
      expect(response.headers.location, JSON.stringify(failures.at(-1)?.detail)).toMatch(/^\/sso-login\/sso/);
    } finally {
      await idp.close();
    }
  });
});
