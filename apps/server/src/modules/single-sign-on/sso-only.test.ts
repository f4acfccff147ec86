/**
 * Operators configure single sign-on without code (the admin CLI's services, sso-admin.ts; the command itself:
 * test/admin-sso-cli.test.ts), and a tenant that signs in through single sign-on only refuses password sign-in
 * and forgotten password (issue 7).
 */
import { eq } from 'drizzle-orm';
import { newIdentityProviderSchema, SSO_ONLY_MESSAGE, type NewIdentityProvider } from '@portal/contracts';
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
import { tenantDirectory } from '../tenants/index.ts';
import {
  addIdentityProvider,
  describeTenantSso,
  removeIdentityProvider,
  setTenantSsoOnly,
  type SsoAdminDeps,
} from './sso-admin.ts';

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

const deps = (): SsoAdminDeps => ({
  db: t.db,
  clock: time.clock,
  secrets: t.app.context.secrets,
  config: t.config,
});

/** Turns the switch as the CLI does; the CLI's notice makes the server forget the tenant's row, as here. */
async function setSsoOnly(slug: string, ssoOnly: boolean) {
  const outcome = await setTenantSsoOnly(deps(), slug, ssoOnly);
  t.app.context.use(tenantDirectory).invalidate(slug);
  return outcome;
}

/** A provider as the CLI checks it from its options. */
const newProvider = (overrides: Record<string, unknown> = {}): NewIdentityProvider =>
  newIdentityProviderSchema.parse({
    name: 'acme',
    issuerUrl: acme.issuer,
    clientId: acme.clientId,
    clientSecret: acme.clientSecret,
    emailDomains: ['Demo.test'],
    ...overrides,
  });

describe("the operator's identity providers", () => {
  it('adds a provider, seals its secret, and answers what to register at the provider', async () => {
    const added = await addIdentityProvider(deps(), 'demo', newProvider());
    expect(added).toEqual({
      status: 'ok',
      value: {
        protocol: 'oidc',
        name: 'acme',
        issuerUrl: acme.issuer,
        clientId: 'portal',
        scopes: 'openid email profile',
        emailDomains: ['demo.test'],
        redirectUri: 'http://localhost:3000/sso/acme',
        postLogoutRedirectUri: 'http://localhost:3000/logout-success',
        trustProviderMfa: false,
        signInUrl: 'http://localhost:3000/api/sso/acme/start',
      },
    });
    expect(JSON.stringify(added)).not.toContain(acme.clientSecret);
    const [row] = await t.db.select().from(identityProviders).where(eq(identityProviders.name, 'acme'));
    expect(row!.clientSecretCiphertext!.toString('utf8')).not.toContain(acme.clientSecret);

    const listed = await describeTenantSso(deps(), 'demo');
    expect(listed).toEqual({
      status: 'ok',
      value: { ssoOnly: false, providers: [(added as { value: unknown }).value] },
    });
  });

  it.each([
    ['a name already used', { emailDomains: ['acme.test'] }, 'name', /already has a provider named "acme"/],
    [
      'a domain another provider serves',
      { name: 'second', emailDomains: ['demo.test'] },
      'emailDomains',
      /already serves demo\.test \(acme\)/,
    ],
    [
      'plain http off this machine',
      { name: 'second', emailDomains: ['x.test'], issuerUrl: 'http://idp.example.com' },
      'issuerUrl',
      /https/,
    ],
  ])('refuses %s, by its field', async (_what, overrides, field, message) => {
    const refused = await addIdentityProvider(deps(), 'demo', newProvider(overrides));
    expect(refused).toEqual({ status: 'invalid', field, message: expect.stringMatching(message) });
  });

  it('knows no unknown tenant or provider, and the CLI refuses an invalid provider before asking', async () => {
    expect(await describeTenantSso(deps(), 'nowhere')).toEqual({ status: 'unknown-tenant' });
    expect(await removeIdentityProvider(deps(), 'demo', 'nobody')).toEqual({ status: 'not-found' });
    expect(() => newProvider({ name: 'Not A Name' })).toThrow();
  });
});

describe('a tenant that signs in through single sign-on only', () => {
  it('cannot be switched on for a tenant without a provider', async () => {
    const refused = await setSsoOnly('northwind', true);
    expect(refused).toEqual({ status: 'invalid', message: expect.stringMatching(/no identity provider/) });
  });

  it('is switched on, and the signed-out web app can tell', async () => {
    const switched = await setSsoOnly('demo', true);
    expect(switched).toMatchObject({ status: 'ok', value: { ssoOnly: true } });
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
    const refused = await removeIdentityProvider(deps(), 'demo', 'acme');
    expect(refused).toEqual({ status: 'invalid', message: expect.stringMatching(/turn that off first/) });

    expect((await setSsoOnly('demo', false)).status).toBe('ok');
    expect((await login(t.app, { email: 'employee@demo.test' })).statusCode).toBe(200);
    const removed = await removeIdentityProvider(deps(), 'demo', 'acme');
    expect(removed).toEqual({ status: 'ok', value: { id: expect.any(String) } });
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
