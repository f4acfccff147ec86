/**
 * Sessions kept in each instance's memory (issue 34) against two instances on one database: each instance
 * reads a session once, and a logout, a refresh token presented twice or a password change on one instance
 * ends the session on the other at once; an instance whose copy of the last activity is old asks the
 * database before it calls a session idle.
 */
import { SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { SESSIONS_TOPIC } from '../src/modules/auth/sessions.service.ts';
import { DEMO_PASSWORD } from '../src/seed/ids.ts';
import { bearer, getWithToken, MINUTE, refresh, refreshCookie, signIn, testClock } from './auth-helpers.ts';
import { seedDemo } from './harness.ts';
import { createTwoInstances, nextNotice, untilListening, type TwoInstances } from './two-instances.ts';

const time = testClock();
let two: TwoInstances;
let a: App;
let b: App;

const nextSessionNotice = (app: App) => nextNotice(app, SESSIONS_TOPIC);

beforeAll(async () => {
  two = await createTwoInstances({ clock: time.clock });
  await seedDemo(two.db);
  [a, b] = two.apps;
  await untilListening(a, b);
});
afterAll(() => two.close());

const user = (app: App, token: string) => getWithToken(app, '/api/user', token);

describe('a session kept in the memory of two instances', () => {
  it('ends on the other instance as soon as it is logged out on one', async () => {
    const session = await signIn(a, 'employee@demo.test');
    // Both instances have read the session and keep it.
    expect((await user(a, session.accessToken)).statusCode).toBe(200);
    expect((await user(b, session.accessToken)).statusCode).toBe(200);
    const heard = nextSessionNotice(b);
    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.accessToken) });
    expect(out.statusCode).toBe(200);
    await heard;
    const after = await user(b, session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });

  it('ends on the other instance when a refresh token comes back a second time', async () => {
    const first = await signIn(a, 'employer@demo.test');
    const second = refreshCookie(await refresh(a, first.refreshToken))!.value;
    const access = (await refresh(a, second)).json().access_token as string;
    expect((await user(b, access)).statusCode).toBe(200);
    const heard = nextSessionNotice(b);
    expect((await refresh(a, first.refreshToken)).statusCode).toBe(401);
    await heard;
    expect((await user(b, access)).statusCode).toBe(401);
  });

  it("ends the person's other sessions on every instance when the password changes", async () => {
    const kept = await signIn(a, 'employee@demo.test');
    const other = await signIn(a, 'employee@demo.test');
    expect((await user(b, other.accessToken)).statusCode).toBe(200);
    const heard = nextSessionNotice(b);
    const changed = await a.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(kept.accessToken),
      payload: {
        currentPassword: DEMO_PASSWORD,
        password: 'Another-Harbour-58!',
        password_confirmation: 'Another-Harbour-58!',
      },
    });
    expect(changed.statusCode).toBe(200);
    await heard;
    expect((await user(b, other.accessToken)).statusCode).toBe(401);
    expect((await user(b, kept.accessToken)).statusCode).toBe(200);
  });

  it('is not idle on an instance whose copy is old while the person works on the other', async () => {
    const session = await signIn(a, 'employer@demo.test');
    expect((await user(b, session.accessToken)).statusCode).toBe(200);
    // Ten minutes of work on the first instance only (which refreshes the access token), then six more: the
    // second instance's copy says 16 minutes without activity, the database 6.
    time.advance(10 * MINUTE);
    const refreshed = await refresh(a, session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json().access_token as string;
    time.advance(6 * MINUTE);
    expect((await user(b, access)).statusCode).toBe(200);
  });
});
