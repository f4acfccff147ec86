/**
 * Operators configure single sign-on without code (the admin CLI's operator-channel routes), and a tenant
 * that signs in through single sign-on only refuses password sign-in and forgotten password (issue 7).
 */
import { eq } from 'drizzle-orm';
import { SSO_ONLY_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviders, userIdentities } from '../../db/schema/index.ts';
import { getWithToken, HOSTS, login, testClock } from '../../../test/auth-helpers.ts';
import { mailTo, requestReset } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startOidcProvider, type TestProvider } from '../../../test/oidc-provider.ts';
import {
  exchangeSsoLink,
  POST_LOGOUT_URIS,
  redirectUriFor,
  signInWithSso,
} from '../../../test/sso-helpers.ts';
import { OPERATOR_KEY_HEADER, operatorKey } from '../operator/index.ts';

const time = testClock();
let t: TestApp;
let acme: TestProvider;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  acme = await startOidcProvider({
    redirectUris: [redirectUriFor(HOSTS.demo, 'acme')],
    postLogoutRedirectUris: POST_LOGOUT_URIS,
    accounts: [{ sub: 'idp-alex', email: 'employee@demo.test' }],
  });
});
afterAll(async () => {
  await t.close();
  await acme.close();
});

function operator(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/operator${url}`,
    headers: { [OPERATOR_KEY_HEADER]: operatorKey(t.config.secretKey) },
    ...(payload ? { payload } : {}),
  });
}

const newProvider = (overrides: Record<string, unknown> = {}) => ({
  name: 'acme',
  issuerUrl: acme.issuer,
  clientId: acme.clientId,
  clientSecret: acme.clientSecret,
  emailDomains: ['Demo.test'],
  ...overrides,
});

describe('operator channel: identity providers', () => {
  it('refuses without the operator key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/operator/sso/demo' });
    expect(response.statusCode).toBe(401);
  });

  it('adds a provider, seals its secret, and answers what to register at the provider', async () => {
    const response = await operator('POST', '/sso/demo/providers', newProvider());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      name: 'acme',
      issuerUrl: acme.issuer,
      clientId: 'portal',
      scopes: 'openid email profile',
      emailDomains: ['demo.test'],
      redirectUri: 'http://localhost:3000/sso/acme',
      postLogoutRedirectUri: 'http://localhost:3000/logout-success',
    });
    expect(response.body).not.toContain(acme.clientSecret);
    const [row] = await t.db.select().from(identityProviders).where(eq(identityProviders.name, 'acme'));
    expect(row!.clientSecretCiphertext.toString('utf8')).not.toContain(acme.clientSecret);

    const listed = await operator('GET', '/sso/demo');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ ssoOnly: false, providers: [response.json()] });
  });

  it.each([
    ['a name already used', { emailDomains: ['acme.test'] }, /already has a provider named "acme"/],
    [
      'a domain another provider serves',
      { name: 'second', emailDomains: ['demo.test'] },
      /already serves demo\.test \(acme\)/,
    ],
    [
      'plain http off this machine',
      { name: 'second', emailDomains: ['x.test'], issuerUrl: 'http://idp.example.com' },
      /https/,
    ],
  ])('refuses %s', async (_what, overrides, message) => {
    const response = await operator('POST', '/sso/demo/providers', newProvider(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
  });

  it('answers 404 for an unknown tenant or provider, and 400 for an invalid provider', async () => {
    expect((await operator('GET', '/sso/nowhere')).statusCode).toBe(404);
    expect((await operator('DELETE', '/sso/demo/providers/nobody')).statusCode).toBe(404);
    const invalid = await operator('POST', '/sso/demo/providers', newProvider({ name: 'Not A Name' }));
    expect(invalid.statusCode).toBe(400);
  });
});

describe('a tenant that signs in through single sign-on only', () => {
  it('cannot be switched on for a tenant without a provider', async () => {
    const response = await operator('PUT', '/sso/northwind/sso-only', { ssoOnly: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/no identity provider/);
  });

  it('is switched on, and the signed-out web app can tell', async () => {
    const response = await operator('PUT', '/sso/demo/sso-only', { ssoOnly: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().ssoOnly).toBe(true);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/login/options',
      headers: { host: HOSTS.demo },
    });
    expect(options.json()).toEqual({ ssoOnly: true });
  });

  it('refuses password sign-in with the same answer for every e-mail, right password or not', async () => {
    const answers = await Promise.all([
      login(t.app, { email: 'employee@demo.test' }),
      login(t.app, { email: 'employee@demo.test', password: 'wrong-password' }),
      login(t.app, { email: 'ghost@demo.test' }),
      login(t.app, { email: 'admin@platform.test' }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(answers[0]!.json());
      expect(response.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    }
    expect(answers[0]!.json()).toMatchObject({
      error_message: SSO_ONLY_MESSAGE,
      message: SSO_ONLY_MESSAGE,
      showRecaptcha: false,
      userAccountLocked: false,
    });
  });

  it('answers a forgotten password as usual but sends nothing', async () => {
    const response = await requestReset(t.app, 'employer@demo.test');
    expect(response.statusCode).toBe(200);
    await t.app.context.jobs.settled();
    expect(await mailTo(t.db, 'employer@demo.test', 'password_reset')).toHaveLength(0);
  });

  it('signs in through the provider, and the login setup says single sign-on only', async () => {
    const callback = await signInWithSso(t.app, 'acme', { email: 'employee@demo.test' });
    expect(callback.statusCode).toBe(200);
    const exchanged = await exchangeSsoLink(t.app, callback.json().redirect);
    const setup = await getWithToken(t.app, '/api/login/setup', exchanged.json().access_token);
    expect(setup.json().cmsData.sso_access_only).toBe(true);
  });

  it('keeps its last provider until single-sign-on-only is off; removing it unlinks its accounts', async () => {
    const refused = await operator('DELETE', '/sso/demo/providers/acme');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/turn that off first/);

    expect((await operator('PUT', '/sso/demo/sso-only', { ssoOnly: false })).statusCode).toBe(200);
    expect((await login(t.app, { email: 'employee@demo.test' })).statusCode).toBe(200);
    const removed = await operator('DELETE', '/sso/demo/providers/acme');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expect(await t.db.select().from(userIdentities)).toHaveLength(0);
    const url = await t.app.inject({
      method: 'POST',
      url: '/api/login/url',
      headers: { host: HOSTS.demo },
      payload: { email: 'employee@demo.test' },
    });
    expect(url.json()).toEqual({ hasSSO: false });
  });
});
