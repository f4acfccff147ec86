/**
 * Two-factor after single sign-on (issue 36), per provider: unless the provider is trusted for MFA, a client
 * that enforces two-factor (northwind) or a user who has it on (mfa@demo.test) meets the portal's step before
 * any session; a trusted provider's sign-in is a session that counts as two-factor passed. The seam is the
 * grant exchange, so SAML here and OpenID Connect (single-sign-on.test.ts) take the same path.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-world.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, refreshCookie, testClock } from '../../../test/auth-helpers.ts';
import {
  createTestApp,
  seedDemo,
  TEST_ENCRYPTION_KEY,
  testConfig,
  type TestApp,
} from '../../../test/harness.ts';
import { postToAcs, registerSamlProvider, responseFor, startSaml } from '../../../test/saml-helpers.ts';
import { buildResponse } from '../../../test/saml-idp/saml-responses.ts';
import { exchangeSsoLink } from '../../../test/sso-helpers.ts';
import { codeAt, loginWithCode, STEP_MS } from '../../../test/two-factor-helpers.ts';
import { createSecretBox } from '../../lib/crypto.ts';
import { setProviderMfaTrusted } from './sso-admin.ts';

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
  });
});
afterAll(async () => {
  await t.close();
});
// Each test a few code steps after the previous one's.
beforeEach(() => time.advance(3 * STEP_MS));

const adminDeps = () => ({
  db: t.db,
  clock: time.clock,
  secrets: createSecretBox(TEST_ENCRYPTION_KEY),
  config: testConfig(),
});

async function trust(slug: string, provider: string, trusted: boolean) {
  expect(await setProviderMfaTrusted(adminDeps(), slug, provider, trusted)).toEqual({
    status: 'ok',
    value: { trusted },
  });
}

/** An SP-initiated SAML sign-in through `provider` on `host`, and the exchange of its sign-in link. */
async function samlSignIn(provider: string, nameId: string, host: string) {
  const started = await startSaml(t.app, provider, { host });
  const SAMLResponse = await buildResponse(
    responseFor(provider, nameId, time.clock(), { inResponseTo: started.id }, host),
  );
  const acs = await postToAcs(
    t.app,
    provider,
    { SAMLResponse, RelayState: started.relayState },
    { host, binding: started.binding },
  );
  expect(acs.statusCode).toBe(303);
  return exchangeSsoLink(t.app, acs.headers.location as string, host);
}

describe('a provider not trusted for MFA (the default)', () => {
  it('meets a client that enforces two-factor with the set-up step, not a session', async () => {
    const answer = await samlSignIn('hr-idp', 'employee@northwind.test', HOSTS.northwind);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.access_token).toBeUndefined();
    expect(body).toMatchObject({
      is_should_setup_2fa: true,
      is_should_validate_2fa: false,
      userId: USER_IDS.northwindEmployee,
    });
    expect(body.challenge).toMatch(/^[\w-]{43}$/);
    expect(refreshCookie(answer)).toBeUndefined();
  });

  it('asks a user with two-factor on for a code; the session then keeps the provider’s logout address', async () => {
    const answer = await samlSignIn('corp', 'mfa@demo.test', HOSTS.demo);
    const body = answer.json();
    expect(body.access_token).toBeUndefined();
    expect(body).toMatchObject({ is_should_validate_2fa: true, is_should_setup_2fa: false });
    const signedIn = await loginWithCode(t.app, body.challenge, codeAt(DEMO_TOTP_SECRETS.mfa, time.clock));
    expect(signedIn.statusCode).toBe(200);
    const setup = await getWithToken(t.app, '/api/login/setup', signedIn.json().access_token);
    expect(setup.json().ssoLogoutUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/sso\/corp\/saml\/logout\/[A-Za-z0-9_-]{43}$/,
    );
  });

  it('still signs a user without two-factor on a client that does not enforce it straight in', async () => {
    const answer = await samlSignIn('corp', 'employee@demo.test', HOSTS.demo);
    expect(answer.json().access_token).toEqual(expect.any(String));
  });
});

describe('a provider trusted for MFA', () => {
  it('signs the person of a client that enforces two-factor in, as past the two-factor step', async () => {
    await trust('northwind', 'hr-idp', true);
    try {
      const answer = await samlSignIn('hr-idp', 'employee@northwind.test', HOSTS.northwind);
      expect(answer.statusCode).toBe(200);
      const token = answer.json().access_token as string;
      expect(token).toEqual(expect.any(String));
      const user = await getWithToken(t.app, '/api/user', token, HOSTS.northwind);
      expect(user.statusCode).toBe(200);
      expect(user.json()).toMatchObject({ email: 'employee@northwind.test' });
    } finally {
      await trust('northwind', 'hr-idp', false);
    }
    // Trust withdrawn: the step is back.
    const again = await samlSignIn('hr-idp', 'employee@northwind.test', HOSTS.northwind);
    expect(again.json()).toMatchObject({ is_should_setup_2fa: true });
  });

  it('is not found for a provider the tenant does not have', async () => {
    expect(await setProviderMfaTrusted(adminDeps(), 'demo', 'hr-idp', true)).toEqual({ status: 'not-found' });
  });
});
