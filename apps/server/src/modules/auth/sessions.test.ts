/**
 * The session after sign-in (architecture section 7): refresh-token rotation, reuse detection, the idle and
 * absolute limits, logout, and tokens bound to their tenant.
 */
import { eq } from 'drizzle-orm';
import { SESSION_EXPIRED_MESSAGE, WRONG_SITE_MESSAGE, refreshResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import {
  bearer,
  getWithToken,
  HOSTS,
  MINUTE,
  openSession,
  refresh,
  refreshCookie,
  signIn,
  testClock,
} from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const admin = { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' as const };

async function sessionRow(accessToken: string) {
  const [, payload] = accessToken.split('.');
  const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
  return row!;
}

describe('POST /api/auth/refresh', () => {
  it('exchanges the cookie for a new access token and a new cookie', async () => {
    const first = await signIn(t.app, 'employee@demo.test');
    time.advance(5 * MINUTE);
    const response = await refresh(t.app, first.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = refreshResponseSchema.parse(response.json());
    expect(body.expires_in).toBe(900);
    expect(body.masquerade).toBeNull();
    expect(body.access_token).not.toBe(first.accessToken);
    const rotated = refreshCookie(response)!;
    expect(rotated.value).not.toBe(first.refreshToken);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // The cookie lasts only as long as what is left of the session's 12 hours.
    expect(rotated.maxAge).toBe(12 * 60 * 60 - 5 * 60);
    expect((await getWithToken(t.app, '/api/user', body.access_token)).statusCode).toBe(200);
    // The rotated token works in turn.
    expect((await refresh(t.app, rotated.value)).statusCode).toBe(200);
  });

  it('ends the whole session when a token that was already exchanged comes back', async () => {
    const first = await signIn(t.app, 'employer@demo.test');
    const second = refreshCookie(await refresh(t.app, first.refreshToken))!.value;
    const newAccess = (await refresh(t.app, second)).json().access_token as string;

    const replay = await refresh(t.app, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect(refreshCookie(replay)?.value).toBe('');
    // Everything of that session stops working: the newest refresh token and the access tokens.
    expect((await refresh(t.app, second)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/user', newAccess)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/user', first.accessToken)).statusCode).toBe(401);

    const row = await sessionRow(first.accessToken);
    expect(row.revokeReason).toBe('refresh_reuse');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'session.refresh_reuse'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: USER_IDS.demoEmployer, clientId: CLIENT_IDS.demo });
  });

  it('refuses and ends a session idle for more than 15 minutes', async () => {
    const session = await signIn(t.app, 'leaver@demo.test');
    time.advance(15 * MINUTE + 1000);
    const response = await refresh(t.app, session.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect((await sessionRow(session.accessToken)).revokeReason).toBe('idle');
  });

  it('keeps a session in use alive: requests count as activity', async () => {
    const session = await signIn(t.app, 'first@demo.test');
    time.advance(10 * MINUTE);
    expect((await getWithToken(t.app, '/api/ping', session.accessToken)).json()).toEqual({ status: 'ok' });
    time.advance(10 * MINUTE);
    // 20 minutes after sign-in, but only 10 since the ping.
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a session older than 12 hours, however active', async () => {
    const session = await signIn(t.app, 'employee@demo.test');
    let refreshToken = session.refreshToken;
    // Refreshed every 10 minutes, never idle, up to 12 hours exactly.
    for (let minutes = 10; minutes <= 12 * 60; minutes += 10) {
      time.advance(10 * MINUTE);
      const response = await refresh(t.app, refreshToken);
      expect(response.statusCode).toBe(200);
      refreshToken = refreshCookie(response)!.value;
    }
    time.advance(10 * MINUTE);
    const late = await refresh(t.app, refreshToken);
    expect(late.statusCode).toBe(401);
    expect((await sessionRow(session.accessToken)).revokeReason).toBe('expired');
  });

  it('refuses a missing or made-up cookie and clears it', async () => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const response = await refresh(t.app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    }
  });

  it("refuses a tenant's cookie on another tenant's host, without ending the session", async () => {
    const session = await signIn(t.app, 'employee@demo.test');
    const elsewhere = await refresh(t.app, session.refreshToken, HOSTS.northwind);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ message: WRONG_SITE_MESSAGE });
    expect((await refresh(t.app, session.refreshToken, HOSTS.demo)).statusCode).toBe(200);
  });

  it("refreshes a platform administrator's session on any tenant's host", async () => {
    const session = await openSession(t.app, admin);
    const response = await refresh(t.app, session.refreshToken, HOSTS.northwind);
    expect(response.statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken, HOSTS.nowhere)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session: the access token and the refresh cookie stop working at once', async () => {
    const session = await signIn(t.app, 'employee@demo.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(session.accessToken),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    expect(refreshCookie(out)?.value).toBe('');

    const after = await getWithToken(t.app, '/api/user', session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);

    // Then DELETE /api/user/logout clears the cookie; both calls may be repeated.
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: bearer(session.accessToken),
      cookies: { refresh_token: session.refreshToken },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ status: 'ok' });
    const cookie = refreshCookie(cleared)!;
    expect(cookie).toMatchObject({ value: '', path: '/api', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.expires!.getTime()).toBeLessThan(Date.now());
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(session.accessToken),
    });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/logout' })).statusCode).toBe(200);

    const row = await sessionRow(session.accessToken);
    expect(row.revokeReason).toBe('logout');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'logout'));
    expect(audit.filter((event) => event.detail.sessionId === row.id)).toHaveLength(1);
  });

  it('ends the session that the refresh cookie names, even without an access token', async () => {
    const session = await signIn(t.app, 'employer@demo.test');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      cookies: { refresh_token: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await getWithToken(t.app, '/api/ping', session.accessToken)).statusCode).toBe(401);
    expect((await sessionRow(session.accessToken)).revokeReason).toBe('logout');
  });

  it('still needs a valid access token for POST /api/logout', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });
});
