/**
 * Failed sign-ins (architecture section 7): the robot check from the 3rd failure, one use per solution, the
 * lock at the 5th failure for 15 minutes, and the same behaviour for an e-mail nobody has.
 */
import { and, eq } from 'drizzle-orm';
import { LOCKED_ACCOUNT_MESSAGE, NO_MATCH_MESSAGE, ROBOT_CHECK_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { HOSTS, login, MINUTE, solvedRobotCheck, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { MAX_FAILURES } from './login.repository.ts';
import { ROBOT_CHECK_FROM_FAILURE } from './check-password.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const WRONG = 'Wrong-Password-1!';
const noMatch = (showRecaptcha: boolean) => ({
  showRecaptcha,
  userAccountLocked: false,
  error_message: NO_MATCH_MESSAGE,
  message: NO_MATCH_MESSAGE,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
});
const robotCheck = {
  ...noMatch(true),
  error_message: ROBOT_CHECK_MESSAGE,
  message: ROBOT_CHECK_MESSAGE,
};
const locked = {
  ...noMatch(false),
  userAccountLocked: true,
  error_message: LOCKED_ACCOUNT_MESSAGE,
  message: LOCKED_ACCOUNT_MESSAGE,
};

async function attempt(email: string, password = WRONG, recaptcha?: string) {
  const response = await login(t.app, { email, password, ...(recaptcha ? { recaptcha } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Five wrong passwords, with the robot check solved when asked; returns every answer. */
async function failFiveTimes(email: string) {
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await attempt(email));
  answers.push(await attempt(email, WRONG, await solvedRobotCheck(t.app)));
  answers.push(await attempt(email, WRONG, await solvedRobotCheck(t.app)));
  return answers;
}

describe('failed sign-ins', () => {
  it('ask for the robot check from the 3rd failure and lock the account at the 5th', async () => {
    const answers = await failFiveTimes('employee@demo.test');
    expect(answers).toEqual([
      { status: 401, body: noMatch(false) },
      { status: 401, body: noMatch(false) },
      { status: 401, body: noMatch(true) },
      { status: 401, body: noMatch(true) },
      { status: 401, body: locked },
    ]);
  });

  it('answer an e-mail nobody has exactly like a known account, step by step', async () => {
    const known = await failFiveTimes('employer@demo.test');
    const unknown = await failFiveTimes('nobody-here@demo.test');
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toEqual({ status: 401, body: locked });
  });

  it('refuse the right password while locked, until 15 minutes have passed; then the count starts again', async () => {
    await failFiveTimes('first@demo.test');
    expect(await attempt('first@demo.test', 'Harbour-Lantern-47!', await solvedRobotCheck(t.app))).toEqual({
      status: 401,
      body: locked,
    });
    time.advance(14 * MINUTE);
    expect((await attempt('first@demo.test', 'Harbour-Lantern-47!')).body).toEqual(locked);
    time.advance(1 * MINUTE + 1000);
    // The lock has run out: a wrong password is the first failure of a new count, with no robot check.
    expect(await attempt('first@demo.test')).toEqual({ status: 401, body: noMatch(false) });
    const signedIn = await attempt('first@demo.test', 'Harbour-Lantern-47!');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));
  });

  it('demand a valid robot check once asked, without checking the password', async () => {
    const email = 'leaver@demo.test';
    for (let i = 0; i < 3; i += 1) await attempt(email);
    // The right password is not enough: the robot check comes first.
    expect(await attempt(email, 'Harbour-Lantern-47!')).toEqual({ status: 401, body: robotCheck });
    expect(await attempt(email, 'Harbour-Lantern-47!', 'bm90LWEtc29sdXRpb24=')).toEqual({
      status: 401,
      body: robotCheck,
    });
    // Refusals for a missing robot check are not failures: the account is not locked by them.
    const solution = await solvedRobotCheck(t.app);
    expect(await attempt(email, WRONG, solution)).toEqual({ status: 401, body: noMatch(true) });
    // The same solution a second time is refused, even with the right password.
    expect(await attempt(email, 'Harbour-Lantern-47!', solution)).toEqual({ status: 401, body: robotCheck });
    const signedIn = await attempt(email, 'Harbour-Lantern-47!', await solvedRobotCheck(t.app));
    expect(signedIn.status).toBe(200);
  });

  it('refuse a robot-check solution after its 10 minutes', async () => {
    const email = 'robot-expiry@demo.test';
    for (let i = 0; i < 3; i += 1) await attempt(email);
    const solution = await solvedRobotCheck(t.app);
    time.advance(10 * MINUTE + 1000);
    expect(await attempt(email, WRONG, solution)).toEqual({ status: 401, body: robotCheck });
    expect(await attempt(email, WRONG, await solvedRobotCheck(t.app))).toEqual({
      status: 401,
      body: noMatch(true),
    });
  });

  it('refuse a solution whose challenge was signed by someone else', async () => {
    const email = 'forged@demo.test';
    for (let i = 0; i < 3; i += 1) await attempt(email);
    const genuine = JSON.parse(Buffer.from(await solvedRobotCheck(t.app), 'base64').toString());
    const forged = Buffer.from(JSON.stringify({ ...genuine, signature: 'ab'.repeat(32) })).toString('base64');
    expect(await attempt(email, WRONG, forged)).toEqual({ status: 401, body: robotCheck });
  });

  it('start counting again after a successful sign-in', async () => {
    const host = HOSTS.demo;
    const email = 'mfa@demo.test';
    await attempt(email);
    await attempt(email);
    // mfa@demo.test has two-factor on: the right password answers 200 with the flag, and resets the count.
    const passed = await login(t.app, { email }, host);
    expect(passed.statusCode).toBe(200);
    expect(await attempt(email)).toEqual({ status: 401, body: noMatch(false) });
    expect(await attempt(email)).toEqual({ status: 401, body: noMatch(false) });
  });

  it('count failures per tenant: a lock on one tenant leaves the other alone', async () => {
    // The platform administrator may sign in on any tenant's host; each host counts on its own.
    await failFiveTimes('admin@platform.test');
    const elsewhere = await login(t.app, { email: 'admin@platform.test' }, HOSTS.northwind);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().is_should_validate_2fa).toBe(true);
  });

  it('count parallel wrong guesses exactly: a burst can never pass the lock', async () => {
    const email = 'burst@demo.test';
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(email)));
    const bodies = answers.map((answer) => answer.body);
    // Up to four run side by side on a clean account; an attempt that starts after one of them has failed
    // waits its turn instead. Either way, from the third failure on, every attempt needs the robot check.
    const wrong = bodies.filter((body) => body.error_message === NO_MATCH_MESSAGE).length;
    expect(wrong).toBeGreaterThanOrEqual(ROBOT_CHECK_FROM_FAILURE);
    expect(wrong).toBeLessThan(MAX_FAILURES);
    expect(bodies.filter((body) => body.error_message === ROBOT_CHECK_MESSAGE)).toHaveLength(12 - wrong);
    expect(bodies.some((body) => body.userAccountLocked)).toBe(false);
    // Every wrong guess of the burst was counted: the lock comes at exactly the fifth failure.
    for (let failure = wrong + 1; failure < MAX_FAILURES; failure += 1) {
      expect(await attempt(email, WRONG, await solvedRobotCheck(t.app))).toEqual({
        status: 401,
        body: noMatch(true),
      });
    }
    expect(await attempt(email, WRONG, await solvedRobotCheck(t.app))).toEqual({ status: 401, body: locked });
  });

  it('let parallel sign-ins of one account all succeed', async () => {
    const signIns = await Promise.all(
      Array.from({ length: 8 }, () => login(t.app, { email: 'first@demo.test' })),
    );
    expect(signIns.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
  });

  it('audit every failure and the lockout, naming the user when there is one', async () => {
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER_IDS.demoEmployee)));
    const types = rows.map((row) => row.type);
    expect(types.filter((type) => type === 'login.failed')).toHaveLength(5);
    expect(types.filter((type) => type === 'login.locked')).toHaveLength(1);
    for (const row of rows) {
      expect(row.clientId).toBe(CLIENT_IDS.demo);
      expect(row.ip).toBe('127.0.0.1');
      expect(JSON.stringify(row.detail)).not.toContain(WRONG);
    }
    const unknown = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'login.locked'));
    expect(unknown.some((row) => row.userId === null && row.detail.email === 'nobody-here@demo.test')).toBe(
      true,
    );
  });
});
