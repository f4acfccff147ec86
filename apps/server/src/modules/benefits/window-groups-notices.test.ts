/**
 * A window limited to some benefit groups (issue 35) reaches only those it gives something to choose: the daily
 * e-mails go to them, naming the groups, and the benefits page's window is theirs alone. On the demo world at
 * 24 November 2026, with Demo Ltd's open window (1 November to 31 December) limited through the console.
 */
import { eligibleBenefitsResponseSchema, type ConsoleScheme } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/account-helpers.ts';
import { bearer, getWithToken, HOSTS, openSession, testClock } from '../../../test/auth-helpers.ts';
import { operatorToken } from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { sendDueNotices } from './benefit-notices.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let admin: string;
const WINDOWS_URL = '/api/console/clients/demo/scheme/2026/windows';

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, mailer: t.app.context.mailer });
const count = async (to: string, template: string) => (await mailTo(t.db, to, template)).length;

/** Limits Demo Ltd's open window to these groups, as an operator does in the console. */
async function limitOpenWindow(groups: string[]) {
  const headers = { host: HOSTS.platform, ...bearer(admin) };
  const scheme: ConsoleScheme = (
    await t.app.inject({ method: 'GET', url: '/api/console/clients/demo/scheme', headers })
  ).json();
  const open = scheme.years[0]!.windows.find((window) => window.opensOn === '2026-11-01')!;
  const response = await t.app.inject({
    method: 'PUT',
    url: `${WINDOWS_URL}/${open.id}`,
    headers,
    payload: { opensOn: open.opensOn, closesOn: open.closesOn, groups, reason: 'Renewing some groups only' },
  });
  expect(response.statusCode).toBe(200);
}

async function windowSeenBy(id: string) {
  const { accessToken } = await openSession(t.app, { id, clientId: CLIENT_IDS.demo, userType: 'employee' });
  const response = await getWithToken(t.app, '/api/benefits/user/eligible', accessToken);
  return eligibleBenefitsResponseSchema.parse(response.json()).schemeYear;
}

describe('a window limited to benefit groups', () => {
  it('is e-mailed to nobody and shown to nobody when its groups hold nothing to choose', async () => {
    // Wellbeing holds only an employer-paid benefit and a discount: nothing to choose.
    await limitOpenWindow(['wellbeing']);
    expect(await sendDueNotices(deps(), '2026-11-24')).toBe(0);
    expect(await count('employee@demo.test', 'benefits_window_opened')).toBe(0);
    const year = await windowSeenBy(USER_IDS.demoEmployee);
    expect(year.openWindow).toBeNull();
  });

  it('is e-mailed only to those with something to choose in its groups, naming them', async () => {
    // Childcare vouchers are closed to new members: Alex, who has none, has nothing to choose there.
    await limitOpenWindow(['ccv']);
    await sendDueNotices(deps(), '2026-11-24');
    expect(await count('employee@demo.test', 'benefits_window_opened')).toBe(0);
    expect((await windowSeenBy(USER_IDS.demoEmployee)).openWindow).toBeNull();

    await limitOpenWindow(['protection', 'health']);
    expect(await sendDueNotices(deps(), '2026-11-24')).toBeGreaterThan(0);
    const [alex] = await mailTo(t.db, 'employee@demo.test', 'benefits_window_opened');
    expect(alex?.subject).toBe('Your 2026 benefits window is open for Health and Protection benefits');
    expect(alex?.text).toContain(
      'You can now choose or change your Health and Protection benefits in Demo Benefits for the 2026 scheme year, until 31 December 2026.',
    );
    expect(await count('employer@demo.test', 'benefits_window_opened')).toBe(1);
    // Robin, on probation, may choose nothing in them.
    expect(await count('probation@demo.test', 'benefits_window_opened')).toBe(0);
    // Claimed once: a second run tells nobody again.
    expect(await sendDueNotices(deps(), '2026-11-25')).toBe(0);
    expect(await count('employee@demo.test', 'benefits_window_opened')).toBe(1);

    const year = await windowSeenBy(USER_IDS.demoEmployee);
    expect(year.openWindow).toEqual({
      opensOn: '2026-11-01',
      closesOn: '2026-12-31',
      groups: [
        { code: 'health', name: 'Health' },
        { code: 'protection', name: 'Protection' },
      ],
    });
  });

  it('reminds them once in its last week, naming its groups', async () => {
    expect(await sendDueNotices(deps(), '2026-12-24')).toBeGreaterThan(0);
    const [reminder] = await mailTo(t.db, 'employee@demo.test', 'benefits_window_closing');
    expect(reminder?.subject).toBe(
      'Your window for Health and Protection benefits closes on 31 December 2026',
    );
    expect(reminder?.text).toContain(
      'There is a week left to choose or change your Health and Protection benefits in Demo Benefits',
    );
    expect(await count('probation@demo.test', 'benefits_window_closing')).toBe(0);
    expect(await sendDueNotices(deps(), '2026-12-27')).toBe(0);
  });
});
