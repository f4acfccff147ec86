/** Forgotten and reset password (spec sections 2, 4, 7 and 8). */
import { eq } from 'drizzle-orm';
import {
  DOB_MISMATCH_MESSAGE,
  FORGOT_PASSWORD_RATE_LIMIT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  ROBOT_CHECK_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, USER_IDS } from '../../seed/ids.ts';
import {
  HOSTS,
  login,
  MINUTE,
  refresh,
  signIn,
  solvedRobotCheck,
  testClock,
} from '../../../test/auth-helpers.ts';
import { latestResetToken, mailTo, NEW_PASSWORD, post, requestReset } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const EMPLOYEE_DOB = '14/03/1988';
const resetWith = (token: string, fields: Record<string, string> = {}) =>
  post(t.app, '/api/password-reset', {
    token,
    date_of_birth: EMPLOYEE_DOB,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...fields,
  });
const check = (token: string) => post(t.app, '/api/password-reset/check', { token });

describe('POST /api/forgot-password', () => {
  it('demands the robot check', async () => {
    const response = await post(t.app, '/api/forgot-password', { email: 'employee@demo.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ sent: false, message: ROBOT_CHECK_MESSAGE });
  });

  it('answers a known and an unknown e-mail alike, and e-mails only the known, activated account', async () => {
    const known = await requestReset(t.app, 'employer@demo.test');
    const unknown = await requestReset(t.app, 'nobody@demo.test');
    const notActivated = await requestReset(t.app, 'new@demo.test');
    for (const response of [known, unknown, notActivated]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(known.json());
    }
    expect(known.json()).toEqual({ sent: true, message: "It's on the way..." });
    expect(await mailTo(t.db, 'employer@demo.test', 'password_reset')).toHaveLength(1);
    expect(await mailTo(t.db, 'nobody@demo.test', 'password_reset')).toHaveLength(0);
    expect(await mailTo(t.db, 'new@demo.test', 'password_reset')).toHaveLength(0);
    const token = await latestResetToken(t.db, 'employer@demo.test');
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it("links to the tenant's own address, whatever Host the request came with", async () => {
    await requestReset(t.app, 'leaver@demo.test');
    const [message] = await mailTo(t.db, 'leaver@demo.test', 'password_reset');
    expect(
      message!.links.some((link) => link.startsWith('http://localhost:3000/reset-password?token=')),
    ).toBe(true);
  });

  it('limits the requests for one e-mail to 5 an hour, known or not', async () => {
    for (const email of ['mfa@demo.test', 'ghost@demo.test']) {
      for (let i = 0; i < 5; i++) expect((await requestReset(t.app, email)).statusCode).toBe(200);
      const sixth = await requestReset(t.app, email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(FORGOT_PASSWORD_RATE_LIMIT_MESSAGE);
    }
    time.advance(61 * MINUTE);
    expect((await requestReset(t.app, 'ghost@demo.test')).statusCode).toBe(200);
  });
});

describe('the reset link', () => {
  it('checks, verifies the date of birth, resets, and then works no more', async () => {
    const session = await signIn(t.app, 'employee@demo.test');
    await requestReset(t.app, 'employee@demo.test');
    const token = await latestResetToken(t.db, 'employee@demo.test');

    expect((await check(token)).json()).toEqual({ valid: true });
    const wrong = await post(t.app, '/api/password-reset/dob', { token, date_of_birth: '15/03/1988' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ verified: false, error: DOB_MISMATCH_MESSAGE });
    const right = await post(t.app, '/api/password-reset/dob', { token, date_of_birth: EMPLOYEE_DOB });
    expect(right.json()).toEqual({ verified: true });

    const reset = await resetWith(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true, redirectURL: '/' });

    // The other sessions of the account end; the old password no longer works, the new one does.
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, { email: 'employee@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await login(t.app, { email: 'employee@demo.test', password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await mailTo(t.db, 'employee@demo.test', 'password_changed')).toHaveLength(1);

    const used = await check(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ valid: false, message: RESET_LINK_INVALID_MESSAGE });
    expect((await resetWith(token)).statusCode).toBe(410);
  });

  it('is superseded by a newer link', async () => {
    await requestReset(t.app, 'first@demo.test');
    const older = await latestResetToken(t.db, 'first@demo.test');
    time.advance(MINUTE);
    await requestReset(t.app, 'first@demo.test');
    const newer = await latestResetToken(t.db, 'first@demo.test');
    expect(newer).not.toBe(older);
    expect((await check(older)).statusCode).toBe(410);
    expect((await check(newer)).statusCode).toBe(200);
  });

  it("says 'Token has expired' after 60 minutes", async () => {
    await requestReset(t.app, 'employer@demo.test');
    const token = await latestResetToken(t.db, 'employer@demo.test');
    time.advance(59 * MINUTE);
    expect((await check(token)).statusCode).toBe(200);
    time.advance(2 * MINUTE);
    const expired = await check(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ valid: false, message: TOKEN_EXPIRED_MESSAGE });
    const reset = await resetWith(token, { date_of_birth: '01/01/1980' });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
  });

  it('ends at the fifth wrong date of birth', async () => {
    time.advance(61 * MINUTE); // out of the earlier tests' request window
    await requestReset(t.app, 'leaver@demo.test');
    const token = await latestResetToken(t.db, 'leaver@demo.test');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(t.app, '/api/password-reset/dob', { token, date_of_birth: '02/02/1970' });
      expect(response.statusCode).toBe(attempt < 5 ? 422 : 410);
    }
    expect((await check(token)).statusCode).toBe(410);
  });

  it('never skips two-factor at the next sign-in', async () => {
    time.advance(61 * MINUTE); // out of the earlier tests' request window
    await t.db.update(users).set({ dateOfBirth: '1991-07-09' }).where(eq(users.id, USER_IDS.demoMfa));
    await requestReset(t.app, 'mfa@demo.test');
    const token = await latestResetToken(t.db, 'mfa@demo.test');
    const reset = await resetWith(token, { date_of_birth: '09/07/1991' });
    expect(reset.json()).toEqual({ reset: true, redirectURL: '/' });
    const signIn = await login(t.app, { email: 'mfa@demo.test', password: NEW_PASSWORD });
    expect(signIn.json()).toMatchObject({ is_should_validate_2fa: true });
    expect(signIn.json().access_token).toBeUndefined();
  });

  it('lifts a sign-in lock', async () => {
    time.advance(61 * MINUTE);
    for (let i = 0; i < 5; i++) {
      await login(t.app, {
        email: 'employee@demo.test',
        password: 'wrong',
        recaptcha: await solvedRobotCheck(t.app),
      });
    }
    const locked = await login(t.app, { email: 'employee@demo.test', password: NEW_PASSWORD });
    expect(locked.json().userAccountLocked).toBe(true);
    await requestReset(t.app, 'employee@demo.test');
    const token = await latestResetToken(t.db, 'employee@demo.test');
    const password = 'Willow-Harbour-Kettle-29$';
    expect((await resetWith(token, { password, password_confirmation: password })).statusCode).toBe(200);
    expect((await login(t.app, { email: 'employee@demo.test', password })).statusCode).toBe(200);
  });

  it('is bound to its tenant', async () => {
    await requestReset(t.app, 'employer@demo.test');
    const token = await latestResetToken(t.db, 'employer@demo.test');
    const elsewhere = await post(t.app, '/api/password-reset/check', { token }, { host: HOSTS.northwind });
    expect(elsewhere.statusCode).toBe(410);
  });
});
