import { employeeInsightsSchema, loginsResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

// The demo's day: the roster's sign-ins are the 90 days before it.
const time = testClock('2026-11-24T12:00:00.000Z');
let t: TestApp;
let employer: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const url = (path: string, clientId: string = CLIENT_IDS.demo) =>
  `/api/v2/client/${clientId}/employee-insights${path}`;
const insights = async () =>
  employeeInsightsSchema.parse((await getWithToken(t.app, url(''), employer)).json());
const logins = async (by: 'day' | 'week') =>
  loginsResponseSchema.parse((await getWithToken(t.app, url(`/logins?by=${by}`), employer)).json());

describe('GET /api/v2/client/:clientId/employee-insights', () => {
  it('counts registration by month up to everyone registered now, and by location adding up to the roster', async () => {
    const figures = await insights();
    expect(figures.registrationByMonth.map((row) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(figures.registrationByMonth.at(-1)!.registered).toBe(180);
    const registered = figures.registrationByMonth.map((row) => row.registered);
    expect(registered).toEqual([...registered].sort((a, b) => a - b));
    expect(figures.registrationByMonth[1]!.activated).toBeGreaterThan(0);
    const sum = (key: 'employees' | 'registered') =>
      figures.registrationByLocation.reduce((total, row) => total + row[key], 0);
    expect([sum('employees'), sum('registered')]).toEqual([249, 180]);
    expect(figures.registrationByLocation.map((row) => row.location)).toEqual(
      expect.arrayContaining(['Bristol', 'Glasgow', 'Leeds', 'London', 'Manchester']),
    );
  });

  it('counts the last 30 days of sign-ins by device and the people behind them', async () => {
    const figures = await insights();
    expect(figures.signInsLast30Days).toBeGreaterThan(100);
    expect(figures.devices.reduce((total, row) => total + row.signIns, 0)).toBe(figures.signInsLast30Days);
    expect(figures.devices[0]!.device).toBe('desktop');
    expect(figures.activeUsers.last30Days).toBeGreaterThan(20);
    expect(figures.activeUsers.last30Days).toBeLessThanOrEqual(180);
    expect(figures.activeUsers.thisMonth).toBeLessThanOrEqual(figures.activeUsers.last30Days);
    const days = await logins('day');
    expect(days.points.slice(-30).reduce((total, point) => total + point.signIns, 0)).toBe(
      figures.signInsLast30Days,
    );
  });

  it("refuses another tenant's figures (404) and an employee (403)", async () => {
    expect((await getWithToken(t.app, url('', CLIENT_IDS.northwind), employer)).statusCode).toBe(404);
    const employee = await signIn(t.app, 'employee@demo.test');
    expect((await getWithToken(t.app, url(''), employee.accessToken)).statusCode).toBe(403);
  });
});

describe('GET /api/v2/client/:clientId/employee-insights/logins', () => {
  it('answers each of the last 90 days, none missing, ending today', async () => {
    const days = await logins('day');
    expect(days.points).toHaveLength(90);
    expect(days.points[0]!.start).toBe('2026-08-27');
    expect(days.points.at(-1)!.start).toBe('2026-11-24');
    expect(days.points.every((point) => point.people <= point.signIns)).toBe(true);
  });

  it('answers 13 weeks from Monday, and counts a sign-in today at once', async () => {
    const before = await logins('week');
    expect(before.points).toHaveLength(13);
    expect(before.points.at(-1)!.start).toBe('2026-11-23');
    expect(before.points.every((point) => new Date(`${point.start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    await signIn(t.app, 'employee@demo.test');
    const after = await logins('week');
    expect(after.points.at(-1)!.signIns).toBeGreaterThan(before.points.at(-1)!.signIns);
  });

  it('answers 400 for an unknown period', async () => {
    expect((await getWithToken(t.app, url('/logins?by=month'), employer)).statusCode).toBe(400);
  });
});
