/**
 * Two-factor set-up during sign-in, where the tenant enforces it (Northwind): the QR address and secret, the
 * temporary check, and completing it, which signs in; the enforced path; activation leading to set-up.
 */
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { loginTokenResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, clients, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, MINUTE, refreshCookie, testClock } from '../../../test/auth-helpers.ts';
import { inviteNorthwindStarter, mailTo, NEW_PASSWORD } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import {
  codeAt,
  DEVICE,
  loginWithCode,
  passwordStep,
  postJson,
  refusalCode,
  STEP_MS,
} from '../../../test/two-factor-helpers.ts';
import { tenantDirectory } from '../tenants/index.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
beforeEach(() => time.advance(3 * STEP_MS));

const NW = { host: HOSTS.northwind };
const mfaPath = (userId: string, rest = '') => `/api/v2/user/${userId}/mfa${rest}`;

/** POST /api/v2/user/{id}/mfa with the challenge: the pending secret. */
async function startSetup(userId: string, challenge: string) {
  const response = await postJson(t.app, mfaPath(userId), { challenge }, NW);
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; secret: string };
}

describe('set-up during sign-in (employee@northwind.test on northwind.localhost)', () => {
  const id = USER_IDS.northwindEmployee;

  it('goes from the password to the QR code, a temporary check and complete, then signs in', async () => {
    const challenge = await passwordStep(t.app, 'employee@northwind.test', 'setup', HOSTS.northwind);
    const { url, secret } = await startSetup(id, challenge);
    const parsed = OTPAuth.URI.parse(url) as OTPAuth.TOTP;
    expect(parsed).toMatchObject({ issuer: 'Northwind Rewards', label: 'employee@northwind.test' });
    expect(parsed.secret.base32).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Pending: sealed, not yet on.
    const [pending] = await t.db.select().from(users).where(eq(users.id, id));
    expect(pending!.totpEnabledAt).toBeNull();
    expect(pending!.totpSecretCiphertext!.toString('latin1')).not.toContain(secret);

    const first = codeAt(secret, time.clock);
    const temporary = await postJson(
      t.app,
      mfaPath(id, '/validate'),
      { code: first, type: 'temporary', secret, challenge },
      NW,
    );
    expect(temporary.statusCode).toBe(200);
    expect(temporary.json()).toEqual({ valid: true });
    expect(refreshCookie(temporary)).toBeUndefined();

    // The code of the temporary check is spent; complete needs the next one.
    const complete = { type: 'complete', challenge, deviceToken: DEVICE };
    const replay = await postJson(t.app, mfaPath(id, '/validate'), { ...complete, code: first }, NW);
    expect(replay.statusCode).toBe(401);
    expect(refusalCode(replay)).toBe('code_used');
    time.advance(STEP_MS);
    const done = await postJson(
      t.app,
      mfaPath(id, '/validate'),
      { ...complete, code: codeAt(secret, time.clock) },
      NW,
    );
    expect(done.statusCode).toBe(200);
    const body = loginTokenResponseSchema.parse(done.json());
    expect(refreshCookie(done)?.value).toMatch(/^[\w-]{43}$/);
    const user = await getWithToken(t.app, '/api/user', body.access_token!, HOSTS.northwind);
    expect(user.json()).toMatchObject({ twoFactorEnabled: true, twoFactorEnforced: true });

    const [enabled] = await mailTo(t.db, 'employee@northwind.test', 'two_factor_enabled');
    expect(enabled?.subject).toBe('Two factor authentication is now on for your Northwind Rewards account');
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, id), eq(auditEvents.type, 'two_factor.enabled')));
    expect(audits).toHaveLength(1);

    // The challenge signed in once; the next sign-in asks for a code.
    time.advance(STEP_MS);
    const spent = await postJson(t.app, mfaPath(id), { challenge }, NW);
    expect(refusalCode(spent)).toBe('invalid_challenge');
    const next = await passwordStep(t.app, 'employee@northwind.test', 'validate', HOSTS.northwind);
    expect((await loginWithCode(t.app, next, codeAt(secret, time.clock), HOSTS.northwind)).statusCode).toBe(
      200,
    );
  });

  it("answers 403 for another user's id, and 401 without a challenge or session", async () => {
    const challenge = await passwordStep(t.app, 'employer@northwind.test', 'setup', HOSTS.northwind);
    const other = await postJson(t.app, mfaPath(id), { challenge }, NW);
    expect(other.statusCode).toBe(403);
    expect(refusalCode(other)).toBe('forbidden');
    const nobody = await postJson(t.app, mfaPath(USER_IDS.northwindEmployer), {}, NW);
    expect(nobody.statusCode).toBe(401);
    expect(refusalCode(nobody)).toBe('challenge_required');
  });

  it('ends the set-up challenge after 5 minutes', async () => {
    const challenge = await passwordStep(t.app, 'employer@northwind.test', 'setup', HOSTS.northwind);
    time.advance(5 * MINUTE);
    const late = await postJson(t.app, mfaPath(USER_IDS.northwindEmployer), { challenge }, NW);
    expect(late.statusCode).toBe(401);
    expect(refusalCode(late)).toBe('invalid_challenge');
  });

  it('refuses a secret other than the pending one, and a code before any set-up', async () => {
    const challenge = await passwordStep(t.app, 'employer@northwind.test', 'setup', HOSTS.northwind);
    const employer = USER_IDS.northwindEmployer;
    const before = await postJson(
      t.app,
      mfaPath(employer, '/validate'),
      { code: '123456', type: 'temporary', challenge },
      NW,
    );
    expect(before.statusCode).toBe(409);
    expect(refusalCode(before)).toBe('setup_missing');
    const { secret: first } = await startSetup(employer, challenge);
    const { secret } = await startSetup(employer, challenge);
    const stale = await postJson(
      t.app,
      mfaPath(employer, '/validate'),
      { code: codeAt(first, time.clock), type: 'temporary', secret: first, challenge },
      NW,
    );
    expect(refusalCode(stale)).toBe('setup_restarted');
    const wrong = await postJson(
      t.app,
      mfaPath(employer, '/validate'),
      { code: codeAt(first, time.clock), type: 'temporary', challenge },
      NW,
    );
    expect(wrong.statusCode).toBe(401);
    expect(refusalCode(wrong)).toBe('invalid_code');
    const right = await postJson(
      t.app,
      mfaPath(employer, '/validate'),
      { code: codeAt(secret, time.clock), type: 'temporary', challenge },
      NW,
    );
    expect(right.json()).toEqual({ valid: true });
  });
});

describe('POST /api/employee/mfa/validate/enforced', () => {
  it('is refused where the tenant does not enforce two-factor', async () => {
    // A set-up challenge issued while Northwind enforced it, presented after the setting changed.
    const challenge = await passwordStep(t.app, 'employer@northwind.test', 'setup', HOSTS.northwind);
    const { secret } = await startSetup(USER_IDS.northwindEmployer, challenge);
    await setNorthwindPolicy('optional');
    try {
      const response = await postJson(
        t.app,
        '/api/employee/mfa/validate/enforced',
        { code: codeAt(secret, time.clock), challenge, deviceToken: DEVICE },
        NW,
      );
      expect(response.statusCode).toBe(409);
      expect(refusalCode(response)).toBe('not_enforced');
    } finally {
      await setNorthwindPolicy('enforced');
    }
  });

  it('completes the set-up that the tenant enforces and signs in', async () => {
    const challenge = await passwordStep(t.app, 'employer@northwind.test', 'setup', HOSTS.northwind);
    const { secret } = await startSetup(USER_IDS.northwindEmployer, challenge);
    const enforced = (deviceToken: string) =>
      postJson(
        t.app,
        '/api/employee/mfa/validate/enforced',
        { code: codeAt(secret, time.clock), challenge, deviceToken },
        NW,
      );
    expect(refusalCode(await enforced('another-device'))).toBe('invalid_challenge');
    const response = await enforced(DEVICE);
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toEqual(expect.any(String));
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);
  });
});

describe('activation where the tenant enforces two-factor', () => {
  it('answers a set-up challenge that leads through set-up to a session', async () => {
    const { user, link } = await inviteNorthwindStarter(t.app, t.db);
    const token = link.split('/activation/')[1]!;
    const activated = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/activate',
      headers: NW,
      payload: {
        token,
        date_of_birth: '01/10/1985',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        deviceToken: DEVICE,
      },
    });
    expect(activated.statusCode).toBe(200);
    const { challenge, access_token, is_should_setup_2fa } = activated.json();
    expect({ access_token, is_should_setup_2fa }).toEqual({
      access_token: undefined,
      is_should_setup_2fa: true,
    });
    const { secret } = await startSetup(user.id, challenge);
    const done = await postJson(
      t.app,
      mfaPath(user.id, '/validate'),
      { code: codeAt(secret, time.clock), type: 'complete', challenge, deviceToken: DEVICE },
      NW,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().access_token).toEqual(expect.any(String));
  });
});

async function setNorthwindPolicy(policy: 'optional' | 'enforced') {
  await t.db.update(clients).set({ twoFactorPolicy: policy }).where(eq(clients.id, CLIENT_IDS.northwind));
  t.app.context.use(tenantDirectory).invalidate('northwind');
}
