/**
 * The daily benefits notices, on the demo world seeded at 24 November 2026 (Demo Ltd's window open from
 * 1 November to 31 December; Northwind's closed; Robin's probation ending on 31 January 2027): who is told,
 * once, and through the scheduled queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { testClock } from '../../../test/auth-helpers.ts';
import { dailyBenefitNotices, sendDueNotices } from './benefit-notices.ts';

const time = testClock('2026-11-24T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, mailer: t.app.context.mailer });
const count = async (to: string, template: string) => (await mailTo(t.db, to, template)).length;

describe('the daily benefits notices', () => {
  it('tell everyone who can act that the window is open, once, through the scheduled queue', async () => {
    await t.app.context.jobs.send(dailyBenefitNotices, {});
    await t.app.context.jobs.settled();
    const [alex] = await mailTo(t.db, 'employee@demo.test', 'benefits_window_opened');
    expect(alex).toMatchObject({ subject: 'Your 2026 benefits window is open' });
    expect(alex?.links).toContain('http://localhost:3000/app/my-benefits/');
    for (const told of ['employer@demo.test', 'mfa@demo.test', 'first@demo.test', 'approver@demo.test']) {
      expect(await count(told, 'benefits_window_opened'), told).toBe(1);
    }
    // Not activated, left, on probation, or at a tenant whose window is closed: nobody else.
    for (const untold of [
      'new@demo.test',
      'leaver@demo.test',
      'probation@demo.test',
      'employee@northwind.test',
    ]) {
      expect(await count(untold, 'benefits_window_opened'), untold).toBe(0);
    }
    expect(await sendDueNotices(deps(), '2026-11-25')).toBe(0);
    expect(await count('employee@demo.test', 'benefits_window_opened')).toBe(1);
  });

  it('remind them once in the last 7 days of the window', async () => {
    expect(await sendDueNotices(deps(), '2026-12-23')).toBe(0);
    expect(await sendDueNotices(deps(), '2026-12-24')).toBeGreaterThan(0);
    const [reminder] = await mailTo(t.db, 'employee@demo.test', 'benefits_window_closing');
    expect(reminder?.subject).toBe('Your benefits window closes on 31 December 2026');
    expect(await sendDueNotices(deps(), '2026-12-28')).toBe(0);
    expect(await count('employee@demo.test', 'benefits_window_closing')).toBe(1);
  });

  it('tell Robin once, the day after his probation ends, that the rest of his benefits are open', async () => {
    expect(await sendDueNotices(deps(), '2027-01-31')).toBe(0);
    expect(await sendDueNotices(deps(), '2027-02-01')).toBe(1);
    const [robin] = await mailTo(t.db, 'probation@demo.test', 'benefits_probation_ended');
    expect(robin?.subject).toBe('More Demo Benefits benefits are open to you');
    expect(robin?.text).toContain(
      'from 1 February 2027 you can choose from all of your Demo Benefits benefits',
    );
    expect(await sendDueNotices(deps(), '2027-02-02')).toBe(0);
  });
});
