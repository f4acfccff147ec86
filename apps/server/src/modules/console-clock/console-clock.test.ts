/** The console's Demo clock (issue 35): operators only, demo mode only, every move audited. */
import { inArray } from 'drizzle-orm';
import { DEMO_CLOCK_REFUSED_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const DAY = 86_400_000;
const URL = '/api/console/clock';
const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  token = await operatorToken(t.app, time);
});
afterAll(() => t.close());

const clockAudit = () =>
  t.db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.type, ['console.demo_clock_moved', 'console.demo_clock_reset']))
    .orderBy(auditEvents.createdAt);

/** The real (test) time in `minutes`, as the console sends it. */
const inMinutes = (minutes: number) => new Date(time.clock().getTime() + minutes * 60_000).toISOString();
const move = (to: string, as = token) => consoleRequest(t.app, 'PUT', URL, { token: as, payload: { to } });
const reset = (as = token) => consoleRequest(t.app, 'DELETE', URL, { token: as });

describe('the Demo clock area', () => {
  it('refuses everyone but an operator on every route', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { to: '2026-12-01T09:00:00Z' } : undefined;
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method, URL, { ...options, payload }).then((response) => response.statusCode);
      expect(await status({ token: withoutTwoFactor })).toBe(403);
      expect(await status({ token: employer, host: HOSTS.demo })).toBe(403);
      expect(await status({})).toBe(401);
    }
    expect(await clockAudit()).toHaveLength(0);
  });

  it("shows the portal's time, not moved, with the ready-made moves", async () => {
    const response = await consoleRequest(t.app, 'GET', URL, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      available: true,
      now: time.clock().toISOString(),
      offsetMs: 0,
      moved: false,
    });
    // Demo Ltd's mid-year window is open until 31 December; Northwind's is closed.
    expect(body.presets).toEqual([
      { kind: 'windowLastDay', client: 'Demo Ltd', to: '2026-12-31T12:00:00.000Z' },
      // Robin's probation ends on 31 January 2027 (the demo data), the soonest of Demo Ltd's.
      {
        kind: 'pastProbationEnd',
        client: 'Demo Ltd',
        person: 'Robin Ash',
        to: '2027-02-01T12:00:00.000Z',
      },
      { kind: 'pastLockout', to: new Date(time.clock().getTime() + 16 * 60_000).toISOString() },
      { kind: 'pastResetLink', to: new Date(time.clock().getTime() + 61 * 60_000).toISOString() },
    ]);
  });

  it('moves the clock: every rule reads the moved time, the audit row has the before and after', async () => {
    const before = time.clock().toISOString();
    const to = inMinutes(14);
    const response = await move(to);
    expect(response.statusCode).toBe(200);
    // Within the session's idle time: the operator's own session goes on.
    expect(response.json()).toMatchObject({
      now: to,
      offsetMs: 14 * 60_000,
      moved: true,
      sessionEnded: false,
    });
    expect(t.app.context.clock().toISOString()).toBe(to);
    const [row] = await clockAudit();
    expect(row).toMatchObject({
      type: 'console.demo_clock_moved',
      clientId: null,
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        before: { time: before, offsetMs: 0 },
        after: { time: to, offsetMs: 14 * 60_000 },
      },
    });
    // The same time again (a double click) changes nothing and writes nothing.
    expect((await move(inMinutes(14.5))).statusCode).toBe(200);
    expect(await clockAudit()).toHaveLength(1);
  });

  it('tells a signed-in person how far the clock is moved on the login setup', async () => {
    const employee = await tenantToken(t.app, 'employee');
    const setup = await getWithToken(t.app, '/api/login/setup', employee);
    expect(setup.statusCode).toBe(200);
    expect(setup.json().demoClock).toEqual({ offsetMs: 14 * 60_000 });
  });

  it('tells anyone signed out too, on any host, so that the login page shows the banner', async () => {
    for (const host of [HOSTS.demo, HOSTS.platform]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/demo-clock', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ offsetMs: 14 * 60_000 });
    }
  });

  it('refuses a time that is not one, or too far away', async () => {
    expect((await move('next tuesday')).statusCode).toBe(400);
    const far = await move('2046-11-25T10:00:00Z');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Please choose a time within ten years of today');
    expect(await clockAudit()).toHaveLength(1);
  });

  it('resets the clock (audited once), after which the login setup says it is not moved', async () => {
    const response = await reset();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      now: time.clock().toISOString(),
      offsetMs: 0,
      moved: false,
      sessionEnded: false,
    });
    expect((await reset()).statusCode).toBe(200);
    const rows = await clockAudit();
    expect(rows.map((row) => row.type)).toEqual(['console.demo_clock_moved', 'console.demo_clock_reset']);
    expect(rows[1]!.detail).toMatchObject({ before: { offsetMs: 14 * 60_000 }, after: { offsetMs: 0 } });
    const employee = await tenantToken(t.app, 'employee');
    expect((await getWithToken(t.app, '/api/login/setup', employee)).json().demoClock).toBeNull();
  });

  it('moves days ahead: open sessions end, and the operator signs in again with a real-time code', async () => {
    const to = inMinutes(3 * 24 * 60);
    const moved = await move(to);
    expect(moved.statusCode).toBe(200);
    // The answer says the operator's own session ended with the move: the console signs them out, saying why.
    expect(moved.json()).toMatchObject({ moved: true, sessionEnded: true });
    expect(t.app.context.clock().toISOString()).toBe(to);
    expect((await consoleRequest(t.app, 'GET', URL, { token })).statusCode).toBe(401);
    // The authenticator app keeps the real time: its code is accepted while the portal's clock is moved.
    token = await operatorToken(t.app, time);
    const state = (await consoleRequest(t.app, 'GET', URL, { token })).json();
    // Signing in took one code's step of real time: the portal's clock went on with it.
    expect(state).toMatchObject({ moved: true, offsetMs: 3 * DAY });
    expect(state.now).toBe(new Date(Date.parse(to) + 30_000).toISOString());
    expect((await reset()).statusCode).toBe(200);
  });
});

describe('the Demo clock when the portal runs for real', () => {
  let real: TestApp;
  let realToken: string;
  const realTime = testClock('2026-11-25T10:00:00.000Z');
  beforeAll(async () => {
    real = await createTestApp({ clock: realTime.clock, configOverrides: { smtpUrl: 'smtp://127.0.0.1:1' } });
    await seedDemo(real.db);
    realToken = await operatorToken(real.app, realTime);
  });
  afterAll(() => real.close());

  it('shows the area as unavailable and refuses every move', async () => {
    const state = await consoleRequest(real.app, 'GET', URL, { token: realToken });
    expect(state.json()).toMatchObject({ available: false, moved: false, presets: [] });
    for (const response of [
      await consoleRequest(real.app, 'PUT', URL, {
        token: realToken,
        payload: { to: '2026-12-01T09:00:00Z' },
      }),
      await consoleRequest(real.app, 'DELETE', URL, { token: realToken }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DEMO_CLOCK_REFUSED_MESSAGE);
    }
    expect(real.app.context.clock().toISOString()).toBe(realTime.clock().toISOString());
    const signedOut = await real.app.inject({
      method: 'GET',
      url: '/api/demo-clock',
      headers: { host: HOSTS.demo },
    });
    expect(signedOut.json()).toEqual({ offsetMs: 0 });
  });
});
