/**
 * The console's Single sign-on area (issues 35, 36) through the real app, with a real OpenID provider and the
 * test SAML IdP on loopback: who may use it, input refused by its field (an issuer whose discovery fails,
 * metadata with a DOCTYPE, SHA-1 or no signing certificate), and each change written with its audit row,
 * never with a secret.
 */
import { X509Certificate } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, identityProviders } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startOidcProvider, type TestProvider } from '../../../test/oidc-provider.ts';
import { spAddresses } from '../../../test/saml-helpers.ts';
import { startSamlIdp, type TestSamlIdp } from '../../../test/saml-idp/saml-idp-server.ts';
import { idpMetadata } from '../../../test/saml-idp/saml-responses.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let token: string;
let oidc: TestProvider;
let idp: TestSamlIdp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  token = await operatorToken(t.app, time);
  oidc = await startOidcProvider({ redirectUris: [`http://${HOSTS.demo}/sso/acme-oidc`], accounts: [] });
  idp = await startSamlIdp({ accounts: [{ email: 'alex@saml.demo.test' }], clock: time.clock });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
  await idp.close();
});

const BASE = '/api/console/clients/demo/sso';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  consoleRequest(t.app, method, url, { token, ...(payload ? { payload } : {}) });

const oidcInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'acme-oidc',
  issuerUrl: oidc.issuer,
  clientId: oidc.clientId,
  clientSecret: oidc.clientSecret,
  emailDomains: ['oidc.demo.test'],
  ...overrides,
});
const samlInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'acme-saml',
  metadataUrl: idp.metadataUrl,
  emailDomains: ['saml.demo.test'],
  identifierAttribute: 'employeeNumber',
  identifierTarget: 'employee_number',
  ...overrides,
});
const pasted = (xml: string) => samlInput({ name: 'pasted', metadataUrl: undefined, metadataXml: xml });

async function audits(type: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, CLIENT_IDS.demo)));
}

const routes = () =>
  [
    ['GET', BASE, undefined],
    ['POST', `${BASE}/oidc`, oidcInput()],
    ['POST', `${BASE}/saml`, samlInput()],
    ['PUT', `${BASE}/providers/acme-saml/mfa-trust`, { trusted: true }],
    ['POST', `${BASE}/providers/acme-saml/metadata-refresh`, undefined],
    ['POST', `${BASE}/providers/acme-saml/rollover`, { step: 'start' }],
    ['DELETE', `${BASE}/providers/acme-saml`, { reason: 'Moved to another IdP' }],
  ] as const;

describe('the Single sign-on area', () => {
  it('refuses everyone but an operator on every route, and knows no unknown client', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    for (const [method, url, payload] of routes()) {
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method, url, { ...options, ...(payload ? { payload } : {}) }).then(
          (response) => response.statusCode,
        );
      expect(await status({ token: withoutTwoFactor })).toBe(403);
      expect(await status({ token: employer, host: HOSTS.demo })).toBe(403);
      expect(await status({ token: employer })).toBe(401);
      expect(await status({})).toBe(401);
      const unknown = url.replace('/clients/demo/', '/clients/nowhere/');
      const answer = await consoleRequest(t.app, method, unknown, { token, ...(payload ? { payload } : {}) });
      expect(answer.statusCode).toBe(404);
    }
    expect(await t.db.select().from(identityProviders)).toEqual([]);
  });

  it('lists no provider at first', async () => {
    const response = await send('GET', BASE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      client: { slug: 'demo', name: expect.any(String) },
      ssoOnly: false,
      providers: [],
    });
  });

  it('refuses an issuer whose discovery fails, or that the portal may not use, by its field', async () => {
    const closed = await send('POST', `${BASE}/oidc`, oidcInput({ issuerUrl: 'http://127.0.0.1:9/nothing' }));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors).toEqual([
      { field: 'issuerUrl', message: expect.stringContaining("the issuer's discovery document") },
    ]);
    const plain = await send('POST', `${BASE}/oidc`, oidcInput({ issuerUrl: 'http://idp.example.com' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toEqual([{ field: 'issuerUrl', message: expect.stringContaining('https') }]);
    const badName = await send('POST', `${BASE}/oidc`, oidcInput({ name: 'Not A Name' }));
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect(await t.db.select().from(identityProviders)).toEqual([]);
    expect(await audits('console.sso_provider_added')).toEqual([]);
  });

  it('adds an OpenID Connect provider: discovery checked, the secret sealed and never answered', async () => {
    const response = await send('POST', `${BASE}/oidc`, oidcInput());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      protocol: 'oidc',
      name: 'acme-oidc',
      issuerUrl: oidc.issuer,
      emailDomains: ['oidc.demo.test'],
      trustProviderMfa: false,
      redirectUri: `http://${HOSTS.demo}/sso/acme-oidc`,
      signInUrl: `http://${HOSTS.demo}/api/sso/acme-oidc/start`,
    });
    expect(response.body).not.toContain(oidc.clientSecret);
    const [audit] = await audits('console.sso_provider_added');
    expect(audit).toMatchObject({
      userId: USER_IDS.platformAdmin,
      detail: { via: 'console', client: 'demo', provider: 'acme-oidc', before: null },
    });
    expect(JSON.stringify(audit)).not.toContain(oidc.clientSecret);
    // The name and a domain are taken now.
    const again = await send('POST', `${BASE}/oidc`, oidcInput());
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'name', message: expect.stringContaining('already has') }]);
    const domain = await send('POST', `${BASE}/oidc`, oidcInput({ name: 'other' }));
    expect(domain.json().errors).toEqual([
      { field: 'emailDomains', message: expect.stringContaining('already serves oidc.demo.test') },
    ]);
  });

  it.each([
    [
      'a DOCTYPE',
      idpMetadata({ entityId: 'https://x', ssoUrl: 'https://x/sso' }).replace(
        '<md:',
        '<!DOCTYPE x [<!ENTITY e "e">]><md:',
      ),
      /DOCTYPE/,
    ],
    [
      'SHA-1',
      idpMetadata({ entityId: 'https://x', ssoUrl: 'https://x/sso' }).replace(
        '<md:IDPSSODescriptor',
        '<ds:Signature><ds:SignedInfo><ds:SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/></ds:SignedInfo></ds:Signature><md:IDPSSODescriptor',
      ),
      /SHA-1/,
    ],
    [
      'no signing certificate',
      idpMetadata({ entityId: 'https://x', ssoUrl: 'https://x/sso' }).replace(
        /<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/,
        '',
      ),
      /no signing certificate/,
    ],
  ])('refuses pasted metadata with %s by its field', async (_what, xml, message) => {
    const response = await send('POST', `${BASE}/saml`, pasted(xml));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'metadataXml', message: expect.stringMatching(message) },
    ]);
  });

  it('refuses a metadata address that answers nothing, by its field', async () => {
    const response = await send('POST', `${BASE}/saml`, samlInput({ metadataUrl: `${idp.origin}/missing` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'metadataUrl', message: expect.stringContaining('cannot fetch the metadata') },
    ]);
    expect(await audits('console.sso_provider_added')).toHaveLength(1);
  });

  it('adds a SAML provider from its metadata address, and lists both', async () => {
    const response = await send('POST', `${BASE}/saml`, samlInput());
    expect(response.statusCode).toBe(201);
    const sp = spAddresses('acme-saml');
    expect(response.json()).toMatchObject({
      protocol: 'saml',
      name: 'acme-saml',
      idpEntityId: idp.metadataUrl,
      idpMetadataUrl: idp.metadataUrl,
      idpMetadataFetchedAt: time.clock().toISOString(),
      spEntityId: sp.entityId,
      assertionConsumerUrl: sp.acs,
      identifier: 'employeeNumber',
      identifierTarget: 'employee_number',
      allowIdpInitiated: false,
      trustProviderMfa: false,
      rolloverInProgress: false,
    });
    const list = (await send('GET', BASE)).json();
    expect(list.providers.map((provider: { name: string }) => provider.name)).toEqual([
      'acme-oidc',
      'acme-saml',
    ]);
    expect(await audits('console.sso_provider_added')).toHaveLength(2);
  });

  it("trusts the provider's MFA and stops, each change audited once", async () => {
    const url = `${BASE}/providers/acme-saml/mfa-trust`;
    const on = await send('PUT', url, { trusted: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ name: 'acme-saml', trustProviderMfa: true });
    expect((await send('PUT', url, { trusted: true })).statusCode).toBe(200);
    const [audit, ...others] = await audits('console.sso_mfa_trust_changed');
    expect(others).toEqual([]);
    expect(audit!.detail).toEqual({
      via: 'console',
      client: 'demo',
      provider: 'acme-saml',
      before: { trustProviderMfa: false },
      after: { trustProviderMfa: true },
    });
    expect((await send('PUT', url, { trusted: false })).json()).toMatchObject({ trustProviderMfa: false });
    expect(await audits('console.sso_mfa_trust_changed')).toHaveLength(2);
    expect((await send('PUT', `${BASE}/providers/nobody/mfa-trust`, { trusted: true })).statusCode).toBe(404);
  });

  it('refreshes the metadata now; an OpenID provider has none', async () => {
    time.advance(60_000);
    const response = await send('POST', `${BASE}/providers/acme-saml/metadata-refresh`);
    expect(response.statusCode).toBe(200);
    expect(response.json().idpMetadataFetchedAt).toBe(time.clock().toISOString());
    const [audit] = await audits('console.saml_metadata_refreshed');
    expect(audit!.detail).toMatchObject({
      before: { idpMetadataFetchedAt: new Date(time.clock().getTime() - 60_000).toISOString() },
      after: { idpMetadataFetchedAt: time.clock().toISOString() },
    });
    const oidcRefresh = await send('POST', `${BASE}/providers/acme-oidc/metadata-refresh`);
    expect(oidcRefresh.statusCode).toBe(404);
  });

  it('rolls the SP certificate over in two steps, both published during the change', async () => {
    const url = `${BASE}/providers/acme-saml/rollover`;
    const certificates = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sso/acme-saml/saml/metadata',
          headers: { host: HOSTS.demo },
        })
      ).body.match(/<ds:X509Certificate>/g)?.length;
    const single = await certificates();
    const started = await send('POST', url, { step: 'start' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ rolloverInProgress: true });
    expect(await certificates()).toBeGreaterThan(single!);
    expect((await send('POST', url, { step: 'start' })).statusCode).toBe(409);
    const finished = await send('POST', url, { step: 'finish' });
    expect(finished.json()).toMatchObject({ rolloverInProgress: false });
    expect(await certificates()).toBe(single);
    expect((await send('POST', url, { step: 'finish' })).statusCode).toBe(409);
    const rows = await audits('console.saml_certificate_rolled_over');
    expect(rows.map((row) => row.detail)).toEqual([
      expect.objectContaining({
        step: 'start',
        before: { rolloverInProgress: false },
        after: { rolloverInProgress: true },
      }),
      expect.objectContaining({
        step: 'finish',
        before: { rolloverInProgress: true },
        after: { rolloverInProgress: false },
      }),
    ]);
  });

  it('removes a provider with a reason, and keeps the only one of an SSO-only client', async () => {
    const url = `${BASE}/providers/acme-saml`;
    expect((await send('DELETE', url, { reason: ' ' })).statusCode).toBe(400);
    const removed = await send('DELETE', url, { reason: 'Moved to another IdP' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().providers.map((provider: { name: string }) => provider.name)).toEqual([
      'acme-oidc',
    ]);
    const [audit] = await audits('console.sso_provider_removed');
    expect(audit!.detail).toMatchObject({
      provider: 'acme-saml',
      reason: 'Moved to another IdP',
      before: { protocol: 'saml', name: 'acme-saml' },
      after: null,
    });
    expect((await send('DELETE', url, { reason: 'Again' })).statusCode).toBe(404);
    const settings = '/api/console/clients/demo/settings';
    const current = (await send('GET', settings)).json();
    expect((await send('PUT', settings, { ...current, ssoOnly: true })).statusCode).toBe(200);
    const only = await send('DELETE', `${BASE}/providers/acme-oidc`, { reason: 'Gone' });
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toContain('turn that off first');
    expect(
      await t.db.select().from(auditEvents).where(like(auditEvents.type, 'console.sso_provider_removed')),
    ).toHaveLength(1);
  });

  it('stamps a new SAML provider with the real time while the demo clock is moved', async () => {
    const in30Days = new Date(time.clock().getTime() + 30 * 86_400_000).toISOString();
    expect((await send('PUT', '/api/console/clock', { to: in30Days })).statusCode).toBe(200);
    try {
      // The operator's session ended in the moved time: a new one.
      token = await operatorToken(t.app, time);
      const added = await send(
        'POST',
        `${BASE}/saml`,
        samlInput({ name: 'moved', emailDomains: ['moved.test'] }),
      );
      expect(added.statusCode).toBe(201);
      expect(added.json().idpMetadataFetchedAt).toBe(time.clock().toISOString());
      const metadata = await t.app.inject({
        method: 'GET',
        url: '/api/sso/moved/saml/metadata',
        headers: { host: HOSTS.demo },
      });
      const body = /<ds:X509Certificate>([^<]+)</.exec(metadata.body)![1]!;
      const certificate = new X509Certificate(Buffer.from(body, 'base64'));
      // An IdP would refuse a certificate that is valid only from the moved date.
      expect(new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(time.clock().getTime());
    } finally {
      token = await operatorToken(t.app, time);
      expect((await send('DELETE', '/api/console/clock')).statusCode).toBe(200);
      token = await operatorToken(t.app, time);
    }
  });
});
