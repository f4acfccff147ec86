/**
 * Single sign-on (issue 7) against a real OpenID provider on loopback (test/oidc-provider.ts): which e-mails
 * sign in through it, the start redirect, the whole code flow to a session, linking by e-mail on the first
 * sign-in and by subject after, and the provider's logout address.
 */
import { and, eq } from 'drizzle-orm';
import { SSO_ERROR_PATH } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, identityProviders, sessions } from '../../db/schema/index.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startOidcProvider, type TestProvider } from '../../../test/oidc-provider.ts';
import {
  exchangeSsoLink,
  POST_LOGOUT_URIS,
  redirectUriFor,
  registerTestProvider,
  signInWithSso,
  startSso,
} from '../../../test/sso-helpers.ts';

const time = testClock();
let t: TestApp;
let acme: TestProvider;
/** Northwind's provider: the e-mail only from userinfo, and no end-session endpoint. */
let northwind: TestProvider;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  acme = await startOidcProvider({
    redirectUris: [redirectUriFor(HOSTS.demo, 'acme')],
    postLogoutRedirectUris: POST_LOGOUT_URIS,
    accounts: [
      { sub: 'idp-alex', email: 'employee@demo.test' },
      { sub: 'idp-sam', email: 'EMPLOYER@demo.test' },
      { sub: 'idp-impostor', email: 'impostor@demo.test' },
    ],
  });
  northwind = await startOidcProvider({
    redirectUris: [redirectUriFor(HOSTS.northwind, 'northwind-idp')],
    accounts: [{ sub: 'nw-morgan', email: 'employee@northwind.test' }],
    emailInIdToken: false,
    endSession: false,
  });
  await registerTestProvider(t.db, acme, { slug: 'demo', name: 'acme', emailDomains: ['demo.test'] });
  await registerTestProvider(t.db, northwind, {
    slug: 'northwind',
    name: 'northwind-idp',
    emailDomains: ['northwind.test'],
  });
});
afterAll(async () => {
  await t.close();
  await acme.close();
  await northwind.close();
});

const loginUrl = (email: string, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'POST', url: '/api/login/url', headers: { host }, payload: { email } });

describe('POST /api/login/url', () => {
  it("answers the start address for an e-mail of a domain the tenant's provider serves, known or not", async () => {
    for (const email of ['employee@demo.test', 'ghost@demo.test']) {
      const response = await loginUrl(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        hasSSO: true,
        url: `/api/sso/acme/start?login_hint=${encodeURIComponent(email)}`,
      });
    }
  });

  it('answers hasSSO false for other domains, and on another tenant’s host', async () => {
    for (const [email, host] of [
      ['someone@elsewhere.test', HOSTS.demo],
      ['admin@platform.test', HOSTS.demo],
      ['employee@demo.test', HOSTS.northwind],
      ['employee@demo.test', HOSTS.nowhere],
    ] as const) {
      const response = await loginUrl(email, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hasSSO: false });
    }
  });
});

describe('GET /api/login/options', () => {
  it('says whether the host’s tenant signs in through single sign-on only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login/options',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ssoOnly: false });
  });
});

describe('GET /api/sso/{provider}/start', () => {
  it('redirects to the provider with PKCE, state, nonce and the hint, and binds the request to the browser', async () => {
    const { response, location, cookie } = await startSso(t.app, 'acme', { loginHint: 'employee@demo.test' });
    expect(response.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(acme.issuer);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/sso/acme',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      login_hint: 'employee@demo.test',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/sso', maxAge: 600 });
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
  });

  it('keeps the binding the browser already has, so two tabs can sign in', async () => {
    const first = await startSso(t.app, 'acme');
    const second = await startSso(t.app, 'acme', { binding: first.binding });
    expect(second.binding).toBe(first.binding);
    expect(new URL(second.location).searchParams.get('state')).not.toBe(
      new URL(first.location).searchParams.get('state'),
    );
  });

  it('sends the browser to the error page for a provider the tenant does not have', async () => {
    for (const [provider, host] of [
      ['nobody', HOSTS.demo],
      ['acme', HOSTS.northwind],
      ['acme', HOSTS.nowhere],
    ] as const) {
      const { response, cookie } = await startSso(t.app, provider, { host });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(SSO_ERROR_PATH);
      expect(cookie).toBeUndefined();
    }
  });
});

describe('the code flow', () => {
  let firstRedirect = '';

  it('links a provider account to the user with its e-mail on the first sign-in, and signs them in', async () => {
    const callback = await signInWithSso(t.app, 'acme', { email: 'employee@demo.test' });
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cache-control']).toBe('no-store');
    firstRedirect = callback.json().redirect;
    expect(firstRedirect).toMatch(/^\/sso-login\/sso[\w-]+$/);

    const exchanged = await exchangeSsoLink(t.app, firstRedirect);
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.ssoLogoutUrl).toBe(
      `${acme.issuer}/session/end?client_id=portal&post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/logout-success')}`,
    );
    const setup = await getWithToken(t.app, '/api/login/setup', body.access_token);
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({
      id: USER_IDS.demoEmployee,
      name: 'Alex Morgan',
      ssoLogoutUrl: body.ssoLogoutUrl,
    });

    const linked = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'sso.linked'), eq(auditEvents.userId, USER_IDS.demoEmployee)));
    expect(linked).toHaveLength(1);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, USER_IDS.demoEmployee));
    expect(session?.identityProviderId).not.toBeNull();
  });

  it('gives a sign-in link that works once', async () => {
    const again = await exchangeSsoLink(t.app, firstRedirect);
    expect(again.statusCode).toBe(410);
  });

  it('matches the e-mail in any case', async () => {
    const callback = await signInWithSso(t.app, 'acme', { email: 'employer@demo.test' });
    expect(callback.statusCode).toBe(200);
    const exchanged = await exchangeSsoLink(t.app, callback.json().redirect);
    const setup = await getWithToken(t.app, '/api/login/setup', exchanged.json().access_token);
    expect(setup.json().id).toBe(USER_IDS.demoEmployer);
  });

  it('signs the same user in by subject afterwards, whatever e-mail the provider now has', async () => {
    acme.setAccount({ sub: 'idp-alex', email: 'alex.morgan@demo.test' });
    const callback = await signInWithSso(t.app, 'acme', { email: 'alex.morgan@demo.test' });
    expect(callback.statusCode).toBe(200);
    const exchanged = await exchangeSsoLink(t.app, callback.json().redirect);
    const setup = await getWithToken(t.app, '/api/login/setup', exchanged.json().access_token);
    expect(setup.json().id).toBe(USER_IDS.demoEmployee);
  });

  it('never links a second provider account to a user by e-mail', async () => {
    // Another account at the provider now has Alex's old address: it is not Alex.
    acme.setAccount({ sub: 'idp-impostor', email: 'employee@demo.test' });
    const callback = await signInWithSso(t.app, 'acme', { email: 'employee@demo.test' });
    expect(callback.statusCode).toBe(403);
    expect(callback.json()).toEqual({
      message: 'Sorry, there was a problem signing in to your account',
      redirect: '/sso-error/',
    });
  });

  it('meets northwind (two-factor enforced) with the portal’s set-up step while its provider is not trusted for MFA', async () => {
    const callback = await signInWithSso(
      t.app,
      'northwind-idp',
      { email: 'employee@northwind.test' },
      { host: HOSTS.northwind },
    );
    expect(callback.statusCode).toBe(200);
    const exchanged = await exchangeSsoLink(t.app, callback.json().redirect, HOSTS.northwind);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().access_token).toBeUndefined();
    expect(exchanged.json()).toMatchObject({ is_should_setup_2fa: true, userId: USER_IDS.northwindEmployee });
  });

  it('takes the e-mail from userinfo when the ID token has none; ssoLogoutUrl is null without end-session', async () => {
    // Northwind enforces two-factor: its provider is trusted for MFA here, so the sign-in is a session.
    await t.db
      .update(identityProviders)
      .set({ trustProviderMfa: true })
      .where(eq(identityProviders.name, 'northwind-idp'));
    const callback = await signInWithSso(
      t.app,
      'northwind-idp',
      { email: 'employee@northwind.test' },
      { host: HOSTS.northwind },
    );
    expect(callback.statusCode).toBe(200);
    const exchanged = await exchangeSsoLink(t.app, callback.json().redirect, HOSTS.northwind);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().ssoLogoutUrl).toBeNull();
    const setup = await getWithToken(
      t.app,
      '/api/login/setup',
      exchanged.json().access_token,
      HOSTS.northwind,
    );
    expect(setup.json()).toMatchObject({ id: USER_IDS.northwindEmployee, ssoLogoutUrl: null });
  });

  it('has no ssoLogoutUrl for a password session', async () => {
    const { accessToken } = await signIn(t.app, 'first@demo.test');
    const setup = await getWithToken(t.app, '/api/login/setup', accessToken);
    expect(setup.json().ssoLogoutUrl).toBeNull();
  });

  it('keeps the logout address on the session: its login setups ask no provider, even one removed since', async () => {
    const callback = await signInWithSso(t.app, 'acme', { email: 'employer@demo.test' });
    const exchanged = (await exchangeSsoLink(t.app, callback.json().redirect)).json();
    expect(exchanged.ssoLogoutUrl).toMatch(/^http:\/\/.+\/session\/end\?client_id=portal&/);
    await t.db.delete(identityProviders).where(eq(identityProviders.name, 'acme'));

    const setup = await getWithToken(t.app, '/api/login/setup', exchanged.access_token);
    expect(setup.json()).toMatchObject({ id: USER_IDS.demoEmployer, ssoLogoutUrl: exchanged.ssoLogoutUrl });
    const [session] = await t.db
      .select({ ssoLogoutUrl: sessions.ssoLogoutUrl })
      .from(sessions)
      .where(eq(sessions.userId, USER_IDS.demoEmployer));
    expect(session?.ssoLogoutUrl).toBe(exchanged.ssoLogoutUrl);
  });
});
