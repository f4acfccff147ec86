/** Change password (the change-password side panel) and the live rules (POST /api/password). */
import {
  ALL_PASSWORD_RULES_MASK,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_RULES_NOT_MET_MESSAGE,
  passwordRules,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/ids.ts';
import { bearer, getWithToken, login, refresh, signIn, testClock } from '../../../test/auth-helpers.ts';
import { mailTo, NEW_PASSWORD, post } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const change = (accessToken: string, fields: Record<string, string>) =>
  post(
    t.app,
    '/api/user/password',
    {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...fields,
    },
    bearer(accessToken),
  );
const failedRules = (checks: { name: string; status: boolean }[]) =>
  checks.filter((check) => !check.status).map((check) => check.name);

describe('POST /api/user/password', () => {
  it('needs a signed-in user', async () => {
    const response = await post(t.app, '/api/user/password', {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password, and a new one that breaks the rules or was used before', async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    const wrong = await change(accessToken, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ changed: false, error: CURRENT_PASSWORD_WRONG_MESSAGE });

    const same = await change(accessToken, { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toBe(PASSWORD_RULES_NOT_MET_MESSAGE);
    expect(failedRules(same.json().checks)).toEqual(['not_previous_password']);

    const personal = 'Sam-Patel-Garden-77!';
    const named = await change(accessToken, { password: personal, password_confirmation: personal });
    expect(failedRules(named.json().checks)).toContain('no_personal_details');
  });

  it('changes the password, ends the other sessions but this one, and e-mails the person', async () => {
    const other = await signIn(t.app, 'first@demo.test');
    const current = await signIn(t.app, 'first@demo.test');
    const response = await change(current.accessToken, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true });
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/user', current.accessToken)).statusCode).toBe(200);
    expect((await login(t.app, { email: 'first@demo.test', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await mailTo(t.db, 'first@demo.test', 'password_changed')).toHaveLength(1);
  });

  it('allows 5 attempts per 15 minutes, so a stolen session cannot guess the password', async () => {
    const { accessToken } = await signIn(t.app, 'leaver@demo.test');
    for (let i = 0; i < 5; i++) {
      expect((await change(accessToken, { currentPassword: `guess-${i}` })).statusCode).toBe(400);
    }
    expect((await change(accessToken, {})).statusCode).toBe(429);
    time.advance(15 * 60 * 1000 + 1);
    const { accessToken: fresh } = await signIn(t.app, 'leaver@demo.test');
    expect((await change(fresh, {})).statusCode).toBe(200);
  });
});

describe('POST /api/password', () => {
  it('answers every rule and the mask for anyone', async () => {
    const strong = await post(t.app, '/api/password', { password: 'Harbour-Lantern-47!' });
    expect(strong.statusCode).toBe(200);
    const { data } = strong.json() as { data: { checks: { name: string; status: boolean }[]; mask: number } };
    expect(data.checks.map((check) => check.name)).toEqual(passwordRules.map((rule) => rule.name));
    expect(data.mask).toBe(ALL_PASSWORD_RULES_MASK);

    const weak = await post(t.app, '/api/password', { password: 'password' });
    expect(failedRules(weak.json().data.checks)).toEqual(
      expect.arrayContaining(['min_length', 'no_common_words', 'uppercase', 'number', 'special_character']),
    );
  });

  it("uses the signed-in person's details and previous passwords", async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const previous = await post(t.app, '/api/password', { password: DEMO_PASSWORD }, bearer(accessToken));
    expect(failedRules(previous.json().data.checks)).toEqual(['not_previous_password']);
  });

  it('ignores a bad bearer token rather than refusing the check', async () => {
    const response = await post(t.app, '/api/password', { password: DEMO_PASSWORD }, bearer('not-a-token'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mask).toBe(ALL_PASSWORD_RULES_MASK);
  });

  it('refuses a link token whose date of birth has not been verified, and passwords over 128 characters', async () => {
    const refused = await post(t.app, '/api/password', { password: 'x', token: 'demo-activation-riley' });
    expect(refused.statusCode).toBe(403);
    await post(t.app, '/api/activation/dob', { token: 'demo-activation-riley', date_of_birth: '17/05/1990' });
    const riley = await post(t.app, '/api/password', {
      password: 'Riley-Quinn-Lake-90!',
      token: 'demo-activation-riley',
    });
    expect(failedRules(riley.json().data.checks)).toContain('no_personal_details');

    const long = await post(t.app, '/api/password', { password: `Aa1!${'x'.repeat(125)}` });
    expect(long.statusCode).toBe(400);
    const limit = await post(t.app, '/api/password', { password: `Aa1!${'x'.repeat(124)}` });
    expect(limit.statusCode).toBe(200);
  });
});
