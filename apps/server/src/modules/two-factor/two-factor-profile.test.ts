/** Enabling and disabling two-factor from a signed-in session (the profile's side panels). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, DEMO_PASSWORD, USER_IDS } from '../../seed/ids.ts';
import {
  getWithToken,
  HOSTS,
  login,
  MINUTE,
  openSession,
  refresh,
  signIn,
  testClock,
} from '../../../test/auth-helpers.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import {
  codeAt,
  loginWithCode,
  passwordStep,
  postJson,
  refusalCode,
  STEP_MS,
} from '../../../test/two-factor-helpers.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
beforeEach(() => time.advance(3 * STEP_MS));

const ALEX: string = USER_IDS.demoEmployee;
/** The secret Alex enables in the first test. */
let alexSecret = '';
const mfaPath = (userId: string, rest = '') => `/api/v2/user/${userId}/mfa${rest}`;

/** Turns two-factor on for Alex from a session; answers the secret. */
async function enableForAlex(accessToken: string): Promise<string> {
  const setup = await postJson(t.app, mfaPath(ALEX), {}, { accessToken });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const temporary = await postJson(
    t.app,
    mfaPath(ALEX, '/validate'),
    { code: codeAt(secret, time.clock), type: 'temporary', secret },
    { accessToken },
  );
  expect(temporary.json()).toEqual({ valid: true });
  time.advance(STEP_MS);
  const complete = await postJson(
    t.app,
    mfaPath(ALEX, '/validate'),
    { code: codeAt(secret, time.clock), type: 'complete', secret },
    { accessToken },
  );
  expect(complete.statusCode).toBe(200);
  expect(complete.json()).toEqual({ enabled: true });
  return secret;
}

const disable = (accessToken: string, fields: Record<string, string>, userId = ALEX) =>
  postJson(t.app, mfaPath(userId, '/disable'), { password: DEMO_PASSWORD, ...fields }, { accessToken });

describe('two-factor from the profile (employee@demo.test)', () => {
  it('is enabled with the QR address, a temporary check and complete, and e-mailed', async () => {
    const elsewhere = await signIn(t.app, 'employee@demo.test');
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    expect((await getWithToken(t.app, '/api/user', accessToken)).json().twoFactorEnabled).toBe(false);
    const secret = await enableForAlex(accessToken);
    alexSecret = secret;
    expect((await getWithToken(t.app, '/api/user', accessToken)).json().twoFactorEnabled).toBe(true);
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'two_factor_enabled');
    expect(mail?.subject).toBe('Two factor authentication is now on for your Demo Benefits account');
    expect(mail?.text).toContain('You have been signed out on your other devices.');

    // A changed sign-in factor ends every other session (ASVS 5.0 V7.4.3); this one goes on.
    expect((await getWithToken(t.app, '/api/user', elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(401);

    // The next sign-in asks for a code.
    time.advance(STEP_MS);
    const challenge = await passwordStep(t.app, 'employee@demo.test', 'validate');
    expect((await loginWithCode(t.app, challenge, codeAt(secret, time.clock))).statusCode).toBe(200);
    const again = await postJson(t.app, mfaPath(ALEX), {}, { accessToken });
    expect(again.statusCode).toBe(409);
    expect(refusalCode(again)).toBe('already_enabled');
  });

  it('is disabled with the password, a code and a reason; audited with the reason and e-mailed', async () => {
    // Alex's two-factor was turned on above: a session as after a sign-in with a code.
    const secret = alexSecret;
    const { accessToken } = await openSession(t.app, {
      id: ALEX,
      clientId: CLIENT_IDS.demo,
      userType: 'employee',
    });
    const code = () => codeAt(secret, time.clock);
    const elsewhere = await openSession(t.app, { id: ALEX, clientId: CLIENT_IDS.demo, userType: 'employee' });

    const wrongPassword = await disable(accessToken, {
      password: 'not-it',
      code: code(),
      reason: 'New phone',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(refusalCode(wrongPassword)).toBe('invalid_password');
    const noReason = await disable(accessToken, { code: code(), reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(refusalCode(noReason)).toBe('reason_required');
    expect(refusalCode(await disable(accessToken, { code: code(), reason: 'x'.repeat(501) }))).toBe(
      'reason_required',
    );
    const wrongCode = await disable(accessToken, { code: '000000', reason: 'New phone' });
    expect(wrongCode.statusCode).toBe(422);
    expect(refusalCode(wrongCode)).toBe('invalid_code');

    const done = await disable(accessToken, { code: code(), reason: 'New phone' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ enabled: false });
    expect((await getWithToken(t.app, '/api/user', accessToken)).json().twoFactorEnabled).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, ALEX), eq(auditEvents.type, 'two_factor.disabled')));
    expect(audit?.detail).toEqual({ reason: 'New phone' });
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'two_factor_disabled');
    expect(mail?.subject).toBe('Two factor authentication has been disabled on your Demo Benefits account');
    expect(mail?.text).toContain('you have been signed out on your other devices');
    expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/user', accessToken)).statusCode).toBe(200);
    const [cleared] = await t.db.select().from(users).where(eq(users.id, ALEX));
    expect(cleared!.totpSecretCiphertext).toBeNull();

    // The next sign-in needs the password only.
    expect((await login(t.app, { email: 'employee@demo.test' })).json().access_token).toEqual(
      expect.any(String),
    );
    const twice = await disable(accessToken, { code: code(), reason: 'New phone' });
    expect(twice.statusCode).toBe(409);
    expect(refusalCode(twice)).toBe('not_enabled');
  });

  it("is refused for another user's id, and without a session", async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const setup = await postJson(t.app, mfaPath(USER_IDS.demoEmployer), {}, { accessToken });
    expect(setup.statusCode).toBe(403);
    expect(refusalCode(setup)).toBe('forbidden');
    const other = await disable(accessToken, { code: '123456', reason: 'x' }, USER_IDS.demoMfa);
    expect(other.statusCode).toBe(403);
    const anonymous = await postJson(t.app, mfaPath(ALEX, '/disable'), {
      password: DEMO_PASSWORD,
      code: '123456',
      reason: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('locks after five wrong codes or passwords: 429 while signed in', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const setup = await postJson(t.app, mfaPath(ALEX), {}, { accessToken });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await postJson(
        t.app,
        mfaPath(ALEX, '/validate'),
        { code: `99999${attempt}`, type: 'temporary' },
        { accessToken },
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const right = await postJson(
      t.app,
      mfaPath(ALEX, '/validate'),
      { code: codeAt(setup.json().secret, time.clock), type: 'temporary' },
      { accessToken },
    );
    expect(right.statusCode).toBe(429);
    expect(refusalCode(right)).toBe('locked');
    time.advance(15 * MINUTE);
    const later = await signIn(t.app, 'employee@demo.test');
    const after = await postJson(
      t.app,
      mfaPath(ALEX, '/validate'),
      { code: codeAt(setup.json().secret, time.clock), type: 'temporary' },
      { accessToken: later.accessToken },
    );
    expect(after.json()).toEqual({ valid: true });
  });
});

describe('where the tenant enforces two-factor (Northwind)', () => {
  it('cannot be disabled', async () => {
    const { accessToken } = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const response = await postJson(
      t.app,
      mfaPath(USER_IDS.northwindEmployee, '/disable'),
      { password: DEMO_PASSWORD, code: '123456', reason: 'I would rather not' },
      { accessToken, host: HOSTS.northwind },
    );
    expect(response.statusCode).toBe(409);
    expect(refusalCode(response)).toBe('enforced');
  });
});
