/**
 * Single-sign-on helpers for API tests: register a test provider (oidc-provider.ts) with a tenant of the test
 * database, and walk a browser through the flow with real requests (the portal by `inject`, the provider
 * over loopback HTTP), keeping the browser-binding cookie as a browser would.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSecretBox } from '../src/lib/crypto.ts';
import { addIdentityProvider } from '../src/modules/single-sign-on/sso-admin.ts';
import { BINDING_COOKIE } from '../src/modules/single-sign-on/browser-binding.ts';
import { HOSTS } from './auth-helpers.ts';
import { TEST_ENCRYPTION_KEY, testConfig } from './harness.ts';
import { signInAtProvider } from './oidc-provider-client.ts';
import type { TestProvider } from './oidc-provider.ts';

/** Registers a running test provider as an identity provider of a tenant (by slug) in the test database. */
export async function registerTestProvider(
  db: Database,
  provider: Pick<TestProvider, 'issuer' | 'clientId' | 'clientSecret'>,
  options: { slug: string; name: string; emailDomains: string[]; scopes?: string },
): Promise<void> {
  const config = testConfig();
  const outcome = await addIdentityProvider(
    { db, clock: systemClock, secrets: createSecretBox(TEST_ENCRYPTION_KEY), config },
    options.slug,
    {
      name: options.name,
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: options.emailDomains,
      scopes: options.scopes,
    },
  );
  if (outcome.status !== 'ok')
    throw new Error(`cannot register the test provider: ${JSON.stringify(outcome)}`);
}

/** The portal's address for a host of the tests (HOSTS), as testConfig's PUBLIC_URL makes it. */
export function redirectUriFor(host: string, providerName: string): string {
  return `http://${host}/sso/${providerName}`;
}

export const POST_LOGOUT_URIS = [
  `http://${HOSTS.demo}/logout-success`,
  `http://${HOSTS.northwind}/logout-success`,
];

/** GET /api/sso/{provider}/start, as the browser's navigation: the redirect and the binding cookie set. */
export async function startSso(
  app: App,
  providerName: string,
  options: { host?: string; loginHint?: string; binding?: string } = {},
) {
  const query = options.loginHint ? `?login_hint=${encodeURIComponent(options.loginHint)}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/api/sso/${providerName}/start${query}`,
    headers: { host: options.host ?? HOSTS.demo },
    ...(options.binding ? { cookies: { [BINDING_COOKIE]: options.binding } } : {}),
  });
  const cookie = response.cookies.find((c) => c.name === BINDING_COOKIE);
  return { response, location: response.headers.location as string, binding: cookie?.value, cookie };
}

/** GET /api/sso/{provider}/callback with the provider's answer, as the web route /sso/{provider} sends it. */
export function ssoCallback(
  app: App,
  providerName: string,
  answer: URL | URLSearchParams,
  options: { host?: string; binding?: string | undefined } = {},
): Promise<LightMyRequestResponse> {
  const search = answer instanceof URL ? answer.searchParams : answer;
  return app.inject({
    method: 'GET',
    url: `/api/sso/${providerName}/callback?${search.toString()}`,
    headers: { host: options.host ?? HOSTS.demo },
    ...(options.binding ? { cookies: { [BINDING_COOKIE]: options.binding } } : {}),
  });
}

/**
 * Starts the flow on the portal, signs in at the provider, and returns the provider's answer (not yet sent
 * to the portal) with the browser's binding cookie.
 */
export async function throughProvider(
  app: App,
  providerName: string,
  credentials: { email: string; password?: string },
  options: { host?: string; binding?: string } = {},
) {
  const started = await startSso(app, providerName, { ...options, loginHint: credentials.email });
  expect(started.response.statusCode).toBe(302);
  const answer = await signInAtProvider(started.location, credentials);
  return { answer, binding: started.binding! };
}

/** The whole flow up to the portal's answer to the callback. */
export async function signInWithSso(
  app: App,
  providerName: string,
  credentials: { email: string; password?: string },
  options: { host?: string } = {},
) {
  const { answer, binding } = await throughProvider(app, providerName, credentials, options);
  return ssoCallback(app, providerName, answer, { ...options, binding });
}

/** POST /api/login/sso with the token of a `/sso-login/{token}` address. */
export function exchangeSsoLink(app: App, redirect: string, host: string = HOSTS.demo) {
  // The link may name a page to land on after sign-in (`?next=`): the token is the path's last segment.
  const ssoToken = redirect.replace(/^\/sso-login\//, '').replace(/\?.*$/, '');
  return app.inject({
    method: 'POST',
    url: '/api/login/sso',
    headers: { host },
    payload: { ssoToken, deviceToken: 'test-device' },
  });
}
