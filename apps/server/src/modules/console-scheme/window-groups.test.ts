/**
 * Which benefit groups an enrolment window opens (issue 35): the console lists the client's groups, a window is
 * limited to some of them (a group the client does not have refused by the field, nothing saved), a change of
 * an open window's groups needs a reason and is audited, and an employee's catalogue then opens only the
 * covered groups' benefits. Seeded windows name no group and keep opening every group.
 */
import { WINDOW_MESSAGES, type ConsoleScheme } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, enrolmentWindows } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, openSession, testClock } from '../../../test/auth-helpers.ts';
import { operatorToken } from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let admin: string;
const SCHEME_URL = '/api/console/clients/demo/scheme';
const WINDOWS_URL = `${SCHEME_URL}/2026/windows`;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: HOSTS.platform, ...bearer(admin) },
    ...(payload ? { payload } : {}),
  });
}

const scheme = async (): Promise<ConsoleScheme> => (await call('GET', SCHEME_URL)).json();
const openWindow = async () =>
  (await scheme()).years[0]!.windows.find((window) => window.opensOn === '2026-11-01')!;
const consoleAuditCount = async () =>
  (await t.db.select().from(auditEvents).where(like(auditEvents.type, 'console.%'))).length;

/** Alex's catalogue as he sees it: each benefit's availability by name. */
async function alexAvailability() {
  const { accessToken } = await openSession(t.app, {
    id: USER_IDS.demoEmployee,
    clientId: CLIENT_IDS.demo,
    userType: 'employee',
  });
  const response = await getWithToken(t.app, '/api/benefits/user/eligible', accessToken);
  const body = response.json() as {
    benefits: { name: string; availability: { status: string; until?: string | null } }[];
  };
  return new Map(body.benefits.map((benefit) => [benefit.name, benefit.availability]));
}

describe("a window's benefit groups", () => {
  it("lists the client's groups; the seeded windows name none, so they open every group", async () => {
    const answer = await scheme();
    expect(answer.groups.map((group) => group.code)).toEqual(
      expect.arrayContaining(['health', 'wellbeing', 'lifestyle']),
    );
    expect(answer.groups.find((group) => group.code === 'health')).toEqual({
      code: 'health',
      name: 'Health',
    });
    expect(answer.years[0]!.windows.map((window) => window.groups)).toEqual([[], []]);
    const available = await alexAvailability();
    expect(available.get('Dental Insurance')).toMatchObject({ status: 'open', until: '2026-12-31' });
    expect(available.get('Cycle to Work')).toMatchObject({ status: 'open', until: '2026-12-31' });
  });

  it('refuses a group the client does not have by the field, and saves nothing', async () => {
    const windows = (await t.db.select().from(enrolmentWindows)).length;
    const audits = await consoleAuditCount();
    const response = await call('POST', WINDOWS_URL, {
      opensOn: '2027-02-01',
      closesOn: '2027-02-14',
      groups: ['health', 'space-travel'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'groups', message: WINDOW_MESSAGES.unknownGroups('space-travel') },
    ]);
    expect((await t.db.select().from(enrolmentWindows)).length).toBe(windows);
    expect(await consoleAuditCount()).toBe(audits);
  });

  it('adds a window limited to groups, kept in the groups’ order, with its audit row', async () => {
    const response = await call('POST', WINDOWS_URL, {
      opensOn: '2027-02-01',
      closesOn: '2027-02-14',
      groups: ['lifestyle', 'health', 'health'],
    });
    expect(response.statusCode).toBe(201);
    const added = (response.json() as ConsoleScheme).years[0]!.windows.find(
      (w) => w.opensOn === '2027-02-01',
    );
    expect(added!.groups).toEqual(['health', 'lifestyle']);
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'console.window_added'), eq(auditEvents.clientId, CLIENT_IDS.demo)));
    expect(row!.detail).toMatchObject({ after: { groups: ['health', 'lifestyle'] } });
    // The same window sent again is no second one.
    const audits = await consoleAuditCount();
    const again = await call('POST', WINDOWS_URL, {
      opensOn: '2027-02-01',
      closesOn: '2027-02-14',
      groups: ['health', 'lifestyle'],
    });
    expect(again.statusCode).toBe(201);
    expect(await consoleAuditCount()).toBe(audits);
  });

  it("limits an open window's groups only with a reason; then only those groups' benefits are open", async () => {
    const open = await openWindow();
    const url = `${WINDOWS_URL}/${open.id}`;
    const change = { opensOn: open.opensOn, closesOn: open.closesOn, groups: ['health'] };
    const refused = await call('PUT', url, change);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'reason', message: 'Please give a reason for this change' },
    ]);
    expect((await openWindow()).groups).toEqual([]);

    const response = await call('PUT', url, { ...change, reason: 'Only health benefits are renewed now' });
    expect(response.statusCode).toBe(200);
    expect((await openWindow()).groups).toEqual(['health']);
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'console.window_changed'), eq(auditEvents.clientId, CLIENT_IDS.demo)));
    // Only what changed; the dates did not move, so nobody is e-mailed dates.
    expect(row!.detail).toMatchObject({
      before: { groups: [] },
      after: { groups: ['health'] },
      reason: 'Only health benefits are renewed now',
      employeesTold: false,
    });
    expect(row!.detail).not.toHaveProperty('before.opensOn');

    const available = await alexAvailability();
    expect(available.get('Dental Insurance')).toMatchObject({ status: 'open', until: '2026-12-31' });
    // Lifestyle's next window is the February one, which covers it.
    expect(available.get('Cycle to Work')).toMatchObject({ status: 'not-now' });
  });
});
