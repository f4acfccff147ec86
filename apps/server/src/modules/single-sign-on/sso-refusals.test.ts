/**
 * What single sign-on refuses (issue 7): ID tokens a provider should never send (unsigned, another issuer,
 * another audience, a key it does not publish), replayed states and codes, answers in another browser or for
 * another provider or tenant, expired requests, and provider accounts that must not become a portal user.
 * Every refusal answers the same message and error page.
 */
import { and, eq } from 'drizzle-orm';
import { SSO_ERROR_PATH, SSO_FAILED_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { HOSTS, MINUTE, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { signInAtProvider } from '../../../test/oidc-provider-client.ts';
import { startOidcProvider, type TestProvider } from '../../../test/oidc-provider.ts';
import {
  POST_LOGOUT_URIS,
  redirectUriFor,
  registerTestProvider,
  signInWithSso,
  ssoCallback,
  startSso,
  throughProvider,
} from '../../../test/sso-helpers.ts';

const time = testClock();
let t: TestApp;
let acme: TestProvider;
/** A misconfigured provider that lists `none` among its ID token algorithms. */
let careless: TestProvider;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  const accounts = [
    { sub: 'idp-alex', email: 'employee@demo.test' },
    { sub: 'idp-nobody', email: 'nobody@demo.test' },
    { sub: 'idp-leaver', email: 'leaver@demo.test' },
    { sub: 'idp-unverified', email: 'first@demo.test', emailVerified: false },
    { sub: 'idp-outsider', email: 'employee@elsewhere.test' },
    { sub: 'nw-morgan', email: 'employee@northwind.test' },
  ];
  acme = await startOidcProvider({
    redirectUris: [
      redirectUriFor(HOSTS.demo, 'acme'),
      redirectUriFor(HOSTS.demo, 'other'),
      redirectUriFor(HOSTS.northwind, 'acme'),
    ],
    postLogoutRedirectUris: POST_LOGOUT_URIS,
    accounts,
  });
  careless = await startOidcProvider({
    redirectUris: [redirectUriFor(HOSTS.demo, 'careless')],
    accounts,
    advertiseUnsignedIdTokens: true,
  });
  await registerTestProvider(t.db, acme, { slug: 'demo', name: 'acme', emailDomains: ['demo.test'] });
  await registerTestProvider(t.db, acme, { slug: 'demo', name: 'other', emailDomains: ['other.test'] });
  await registerTestProvider(t.db, careless, {
    slug: 'demo',
    name: 'careless',
    emailDomains: ['careless.test'],
  });
  // Northwind has a provider of the same name (and the same issuer) for its own domain.
  await registerTestProvider(t.db, acme, {
    slug: 'northwind',
    name: 'acme',
    emailDomains: ['northwind.test'],
  });
});
afterAll(async () => {
  await t.close();
  await acme.close();
  await careless.close();
});

const REFUSAL = { message: SSO_FAILED_MESSAGE, redirect: SSO_ERROR_PATH };

async function lastFailure() {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, 'sso.failed')));
  return rows.at(-1)?.detail;
}

describe('ID tokens the provider should never send', () => {
  it.each([
    ['alg-none', 'acme'],
    ['alg-none', 'careless'],
    ['wrong-issuer', 'acme'],
    ['wrong-audience', 'acme'],
    ['foreign-signature', 'acme'],
  ] as const)('refuses %s (provider %s)', async (how, providerName) => {
    const provider = providerName === 'acme' ? acme : careless;
    const { answer, binding } = await throughProvider(t.app, providerName, { email: 'employee@demo.test' });
    provider.tamperNextIdToken(how);
    const response = await ssoCallback(t.app, providerName, answer, { binding });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
    expect(await lastFailure()).toEqual({ provider: providerName, reason: 'token_refused' });
  });

  it('still signs in with an untouched token from the same provider', async () => {
    const response = await signInWithSso(t.app, 'careless', { email: 'employee@demo.test' });
    // Linking fails only because careless does not serve demo.test: the token itself was accepted.
    expect(response.statusCode).toBe(403);
    expect(await lastFailure()).toEqual({ provider: 'careless', reason: 'email_domain' });
  });
});

describe('replays', () => {
  it('refuses a state used twice', async () => {
    const { answer, binding } = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    const first = await ssoCallback(t.app, 'acme', answer, { binding });
    expect(first.statusCode).toBe(200);
    const second = await ssoCallback(t.app, 'acme', answer, { binding });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(REFUSAL);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason: 'state_used' });
  });

  it('refuses a code used twice, even with a fresh state of the same browser', async () => {
    const used = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    expect((await ssoCallback(t.app, 'acme', used.answer, { binding: used.binding })).statusCode).toBe(200);
    const fresh = await startSso(t.app, 'acme', { binding: used.binding });
    const replay = new URLSearchParams(used.answer.searchParams);
    replay.set('state', new URL(fresh.location).searchParams.get('state')!);
    const response = await ssoCallback(t.app, 'acme', replay, { binding: used.binding });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason: 'token_refused' });
  });
});

describe('the browser and the request', () => {
  it('refuses an answer without the browser-binding cookie, or with another browser’s', async () => {
    const { answer, binding } = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    const other = await startSso(t.app, 'acme');
    for (const [cookie, reason] of [
      [undefined, 'missing_binding'],
      [other.binding, 'other_browser'],
    ] as const) {
      const response = await ssoCallback(t.app, 'acme', answer, { binding: cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSAL);
      expect(await lastFailure()).toEqual({ provider: 'acme', reason });
    }
    // Those refusals did not use the request up: the browser that started it still completes it.
    expect((await ssoCallback(t.app, 'acme', answer, { binding })).statusCode).toBe(200);
  });

  it("refuses a state of another provider, and of another tenant's provider of the same name", async () => {
    const { answer, binding } = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    const elsewhere = await ssoCallback(t.app, 'other', answer, { binding });
    expect(elsewhere.statusCode).toBe(400);
    expect(await lastFailure()).toEqual({ provider: 'other', reason: 'other_provider' });
    const otherTenant = await ssoCallback(t.app, 'acme', answer, { binding, host: HOSTS.northwind });
    expect(otherTenant.statusCode).toBe(400);
    expect(otherTenant.json()).toEqual(REFUSAL);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason: 'other_provider' });
  });

  it('refuses a request older than 10 minutes', async () => {
    const { answer, binding } = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    time.advance(10 * MINUTE + 1);
    const response = await ssoCallback(t.app, 'acme', answer, { binding });
    expect(response.statusCode).toBe(400);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason: 'state_expired' });
  });

  it('refuses an answer without a state, with a parameter given twice, or for an unknown provider', async () => {
    const { answer, binding } = await throughProvider(t.app, 'acme', { email: 'employee@demo.test' });
    const noState = new URLSearchParams(answer.searchParams);
    noState.delete('state');
    const twice = new URLSearchParams(answer.searchParams);
    twice.append('state', 'again');
    for (const [query, provider, reason] of [
      [noState, 'acme', 'missing_state'],
      [twice, 'acme', 'repeated_parameter'],
      [answer.searchParams, 'nobody', 'unknown_provider'],
    ] as const) {
      const response = await ssoCallback(t.app, provider, query, { binding });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSAL);
      expect(await lastFailure()).toEqual({ provider, reason });
    }
  });

  it("refuses the provider's error answer (the person cancelled)", async () => {
    const started = await startSso(t.app, 'acme');
    const state = new URL(started.location).searchParams.get('state')!;
    const answer = new URLSearchParams({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
      state,
      iss: acme.issuer,
    });
    const response = await ssoCallback(t.app, 'acme', answer, { binding: started.binding });
    expect(response.statusCode).toBe(403);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason: 'provider_denied' });
  });
});

describe('provider accounts that are not a portal user', () => {
  it.each([
    ['nobody@demo.test', 'no_user'],
    ['leaver@demo.test', 'user_not_active'],
    ['first@demo.test', 'email_unverified'],
    ['employee@elsewhere.test', 'email_domain'],
    ['employee@northwind.test', 'email_domain'],
  ])('refuses %s (%s)', async (email, reason) => {
    const response = await signInWithSso(t.app, 'acme', { email });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
    expect(await lastFailure()).toEqual({ provider: 'acme', reason });
  });

  it('refuses a wrong password at the provider before the portal hears of it', async () => {
    const started = await startSso(t.app, 'acme');
    await expect(
      signInAtProvider(started.location, { email: 'employee@demo.test', password: 'wrong' }),
    ).rejects.toThrow(/401/);
  });
});
