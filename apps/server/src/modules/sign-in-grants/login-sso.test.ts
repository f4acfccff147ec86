/**
 * POST /api/login/sso, the exchange behind /sso-login/{token}: each kind of grant signs in once, before it
 * expires, on its tenant's host only; a magic link still asks for two-factor.
 */
import { eq } from 'drizzle-orm';
import {
  MASQUERADE_LINK_EXPIRED_MESSAGE,
  MASQUERADE_USER_ID_HEADER,
  SIGN_IN_LINK_FAILED_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, identityProviders, sessions } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, refreshCookie, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { codeAt, DEVICE, loginWithCode, postJson } from '../../../test/two-factor-helpers.ts';
import { MAGIC_LINK_GRANT_MS, SINGLE_SIGN_ON_GRANT_MS } from './sign-in-grants.service.ts';
import { signInGrants } from './sign-in-grants.module.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const MFA_SECRET = 'JBSWY3DPEHPK3PXP';

const exchange = (ssoToken: string, host: string = HOSTS.demo, extra: object = {}) =>
  postJson(t.app, '/api/login/sso', { ssoToken, deviceToken: DEVICE, ...extra }, { host });

const magicLink = (userId: string = USER_IDS.demoEmployee, clientId: string = CLIENT_IDS.demo) =>
  t.app.context.use(signInGrants).issue({
    kind: 'magic_link',
    clientId,
    userId,
    issuedBy: clientId === CLIENT_IDS.demo ? USER_IDS.demoEmployer : USER_IDS.northwindEmployer,
  });

describe('POST /api/login/sso', () => {
  it('signs the employee of a magic link in once, like a password sign-in', async () => {
    const { token } = await magicLink();
    expect(token).toMatch(/^mgl[\w-]{43}$/);
    const response = await exchange(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      is_should_validate_2fa: false,
      is_should_setup_2fa: false,
      error_message: null,
      ssoLogoutUrl: null,
    });
    expect(body.masqueradeUserId).toBeUndefined();
    expect(response.headers[MASQUERADE_USER_ID_HEADER.toLowerCase()]).toBeUndefined();
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    const me = await getWithToken(t.app, '/api/user', body.access_token);
    expect(me.json()).toMatchObject({ id: USER_IDS.demoEmployee, email: 'employee@demo.test' });

    const again = await exchange(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 'link_expired', message: SIGN_IN_LINK_FAILED_MESSAGE });
  });

  it('refuses a link after its 15 minutes', async () => {
    const { token } = await magicLink();
    time.advance(MAGIC_LINK_GRANT_MS);
    const response = await exchange(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('link_expired');
  });

  it("refuses a grant of one tenant on another tenant's host, and then still works on its own", async () => {
    const { token } = await magicLink();
    for (const host of [HOSTS.northwind, HOSTS.nowhere]) {
      const response = await exchange(token, host);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'link_invalid', message: SIGN_IN_LINK_FAILED_MESSAGE });
      expect(refreshCookie(response)).toBeUndefined();
    }
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it('refuses made-up, malformed and unknown tokens alike', async () => {
    for (const token of ['garbage', `msq${'A'.repeat(43)}`, `mgl${'b'.repeat(43)}`, `xyz${'c'.repeat(43)}`]) {
      const response = await exchange(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'link_invalid', message: SIGN_IN_LINK_FAILED_MESSAGE });
    }
  });

  it('answers a spent masquerade link with the masquerade wording', async () => {
    const { token } = await t.app.context.use(signInGrants).issue({
      kind: 'masquerade',
      clientId: CLIENT_IDS.demo,
      userId: USER_IDS.demoEmployee,
      issuedBy: USER_IDS.platformAdmin,
      schemeYear: 2026,
      reason: 'Checking a reported problem',
    });
    expect(token).toMatch(/^msq[\w-]{43}$/);
    // A scheme year other than the link's is no match, and does not use the link up.
    expect((await exchange(token, HOSTS.demo, { masqueradeSchemeYear: 2025 })).statusCode).toBe(401);
    const first = await exchange(token, HOSTS.demo, { masqueradeSchemeYear: 2026 });
    expect(first.statusCode).toBe(200);
    expect(first.json().masqueradeUserId).toBe(USER_IDS.demoEmployee);
    expect(first.headers[MASQUERADE_USER_ID_HEADER.toLowerCase()]).toBe(USER_IDS.demoEmployee);
    const second = await exchange(token, HOSTS.demo, { masqueradeSchemeYear: 2026 });
    expect(second.statusCode).toBe(410);
    expect(second.json()).toEqual({ code: 'link_expired', message: MASQUERADE_LINK_EXPIRED_MESSAGE });
  });

  it('asks the employee of a magic link for their two-factor code, which then signs in without a password', async () => {
    const { token } = await magicLink(USER_IDS.demoMfa);
    const response = await exchange(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toBeUndefined();
    expect(refreshCookie(response)).toBeUndefined();
    expect(body).toMatchObject({ is_should_validate_2fa: true, is_should_setup_2fa: false });
    expect(body.userId).toBe(USER_IDS.demoMfa);
    const signedIn = await loginWithCode(t.app, body.challenge, codeAt(MFA_SECRET, time.clock));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toEqual(expect.any(String));
    const [session] = await t.db
      .select({ twoFactorVerified: sessions.twoFactorVerified })
      .from(sessions)
      .where(eq(sessions.userId, USER_IDS.demoMfa));
    expect(session?.twoFactorVerified).toBe(true);
  });

  it('asks for two-factor set-up where the tenant enforces it', async () => {
    const { token } = await magicLink(USER_IDS.northwindEmployee, CLIENT_IDS.northwind);
    const response = await exchange(token, HOSTS.northwind);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_should_setup_2fa: true, is_should_validate_2fa: false });
    expect(response.json().challenge).toMatch(/^[\w-]{43}$/);
  });

  it('opens a single-sign-on session that records its provider', async () => {
    const [provider] = await t.db
      .insert(identityProviders)
      .values({
        clientId: CLIENT_IDS.demo,
        name: 'test-idp',
        issuerUrl: 'https://idp.example',
        oauthClientId: 'portal',
        clientSecretCiphertext: Buffer.alloc(32),
        secretKeyId: 'test',
        emailDomains: ['demo.test'],
        createdAt: time.clock(),
      })
      .returning({ id: identityProviders.id });
    const issued = await t.app.context.use(signInGrants).issue({
      kind: 'single_sign_on',
      clientId: CLIENT_IDS.demo,
      userId: USER_IDS.demoEmployer,
      identityProviderId: provider!.id,
    });
    expect(issued.token).toMatch(/^sso[\w-]{43}$/);
    expect(issued.expiresAt.getTime() - time.clock().getTime()).toBe(SINGLE_SIGN_ON_GRANT_MS);
    const response = await exchange(issued.token);
    expect(response.statusCode).toBe(200);
    const [session] = await t.db
      .select({ identityProviderId: sessions.identityProviderId })
      .from(sessions)
      .where(eq(sessions.userId, USER_IDS.demoEmployer));
    expect(session?.identityProviderId).toBe(provider!.id);
  });

  it('audits refusals without the token', async () => {
    await exchange(`mgl${'z'.repeat(43)}`);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'sign_in_grant.refused'));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('z'.repeat(43));
  });
});
