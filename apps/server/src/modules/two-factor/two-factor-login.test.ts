/** Two-factor sign-in: POST /api/login/mfa after the password, its challenge, the code window, replays and the lock. */
import { and, eq, isNull } from 'drizzle-orm';
import { loginTokenResponseSchema, TWO_FACTOR_ERROR_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, twoFactorChallenges, users } from '../../db/schema/index.ts';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-world.ts';
import { USER_IDS } from '../../seed/ids.ts';
import { consumeChallenge } from '../auth/index.ts';
import { acceptStep } from './two-factor.repository.ts';
import { getWithToken, HOSTS, MINUTE, refreshCookie, testClock } from '../../../test/auth-helpers.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import {
  codeAt,
  loginWithCode,
  passwordStep,
  refusalCode,
  STEP_MS,
} from '../../../test/two-factor-helpers.ts';

const MFA = 'mfa@demo.test';
const SECRET = DEMO_TOTP_SECRETS.mfa;
const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
// Every test starts a few steps after the codes the previous one used.
beforeEach(() => time.advance(3 * STEP_MS));

const code = (steps = 0) => codeAt(SECRET, time.clock, steps);

describe('POST /api/login/mfa', () => {
  it('signs mfa@demo.test in with a code: the token response and the refresh cookie', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    // The challenge is no access token: nothing is signed in yet.
    expect((await getWithToken(t.app, '/api/user', challenge)).statusCode).toBe(401);

    const response = await loginWithCode(t.app, challenge, code());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = loginTokenResponseSchema.parse(response.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, error_message: null });
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    const user = await getWithToken(t.app, '/api/user', body.access_token!);
    expect(user.json()).toMatchObject({ email: MFA, twoFactorEnabled: true, twoFactorEnforced: false });
  });

  it('accepts codes of exactly one step either side of now', async () => {
    const answers: number[] = [];
    for (const steps of [-2, -1, 0, 1, 2]) {
      const challenge = await passwordStep(t.app, MFA, 'validate');
      answers.push((await loginWithCode(t.app, challenge, code(steps))).statusCode);
    }
    expect(answers).toEqual([401, 200, 200, 200, 401]);
  });

  it('accepts a code once: refused twice in a row, and an older one after a newer', async () => {
    const used = code();
    expect((await loginWithCode(t.app, await passwordStep(t.app, MFA, 'validate'), used)).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await loginWithCode(t.app, await passwordStep(t.app, MFA, 'validate'), used);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual([{ code: 'code_used', message: TWO_FACTOR_ERROR_MESSAGES.code_used }]);
    }
    const older = await loginWithCode(t.app, await passwordStep(t.app, MFA, 'validate'), code(-1));
    expect(refusalCode(older)).toBe('code_used');
    // A replay is no guess: it never counts towards the lock.
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoMfa));
    expect(row!.totpFailureCount).toBe(0);
  });

  it('accepts a code once when two sign-ins send it at the same moment', async () => {
    const challenges = [
      await passwordStep(t.app, MFA, 'validate'),
      await passwordStep(t.app, MFA, 'validate'),
    ];
    const same = code();
    const answers = await Promise.all(challenges.map((challenge) => loginWithCode(t.app, challenge, same)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(refusalCode(answers.find((answer) => answer.statusCode === 401)!)).toBe('code_used');
  });

  it('uses a challenge once, also when sent twice at the same moment', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    const answers = await Promise.all([
      loginWithCode(t.app, challenge, code()),
      loginWithCode(t.app, challenge, code(1)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    time.advance(3 * STEP_MS);
    const reused = await loginWithCode(t.app, challenge, code());
    expect(reused.statusCode).toBe(401);
    expect(refusalCode(reused)).toBe('invalid_challenge');
  });

  it('keeps a challenge through a wrong code, for 5 minutes', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    expect(refusalCode(await loginWithCode(t.app, challenge, '000000'))).toBe('invalid_code');
    time.advance(5 * MINUTE - 1000);
    expect((await loginWithCode(t.app, challenge, code())).statusCode).toBe(200);

    const late = await passwordStep(t.app, MFA, 'validate');
    time.advance(5 * MINUTE);
    const expired = await loginWithCode(t.app, late, code());
    expect(expired.statusCode).toBe(401);
    expect(refusalCode(expired)).toBe('invalid_challenge');
  });

  it('binds a challenge to its device, its tenant and its step', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    expect(refusalCode(await loginWithCode(t.app, challenge, code(), HOSTS.demo, 'another-device'))).toBe(
      'invalid_challenge',
    );
    expect(refusalCode(await loginWithCode(t.app, challenge, code(), HOSTS.northwind))).toBe(
      'invalid_challenge',
    );
    const setup = await passwordStep(t.app, 'employee@northwind.test', 'setup', HOSTS.northwind);
    expect(refusalCode(await loginWithCode(t.app, setup, code(), HOSTS.northwind))).toBe('invalid_challenge');
    expect(refusalCode(await loginWithCode(t.app, 'x'.repeat(43), code()))).toBe('invalid_challenge');
    // None of these spent it.
    expect((await loginWithCode(t.app, challenge, code())).statusCode).toBe(200);
  });

  it('stores secrets sealed and challenges hashed, never as plain text', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoMfa));
    const stored = JSON.stringify(row) + row!.totpSecretCiphertext!.toString('latin1');
    expect(row!.totpKeyId).toMatch(/^[0-9a-f]{16}$/);
    for (const secret of [SECRET, Buffer.from(SECRET).toString('base64')])
      expect(stored).not.toContain(secret);
    const challenges = await t.db.select().from(twoFactorChallenges);
    const everything = challenges.map((c) => JSON.stringify(c) + c.tokenHash.toString('latin1')).join('');
    expect(everything).not.toContain(challenge);
    expect(challenges.every((c) => c.tokenHash.length === 32)).toBe(true);
  });

  it('signs the platform administrator in with a code on any tenant host', async () => {
    const challenge = await passwordStep(t.app, 'admin@platform.test', 'validate', HOSTS.northwind);
    const response = await loginWithCode(
      t.app,
      challenge,
      codeAt(DEMO_TOTP_SECRETS.platformAdmin, time.clock),
      HOSTS.northwind,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('five wrong codes', () => {
  it('lock two-factor sign-in for 15 minutes, end open challenges, audit and e-mail', async () => {
    const challenge = await passwordStep(t.app, MFA, 'validate');
    const other = await passwordStep(t.app, MFA, 'validate');
    const refusals: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      refusals.push(refusalCode(await loginWithCode(t.app, challenge, `00000${attempt}`)));
    }
    expect(refusals).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'locked']);
    const locked = await loginWithCode(t.app, other, code());
    expect(locked.statusCode).toBe(401);
    expect(refusalCode(locked)).toBe('invalid_challenge');
    // Even a right code after a new password step is refused while the lock lasts.
    const during = await loginWithCode(t.app, await passwordStep(t.app, MFA, 'validate'), code());
    expect(during.statusCode).toBe(401);
    expect(during.json()).toEqual([{ code: 'locked', message: TWO_FACTOR_ERROR_MESSAGES.locked }]);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER_IDS.demoMfa), eq(auditEvents.type, 'two_factor.locked')));
    expect(audits).toHaveLength(1);
    expect(await mailTo(t.db, MFA, 'account_locked')).toHaveLength(1);

    time.advance(15 * MINUTE);
    expect((await loginWithCode(t.app, await passwordStep(t.app, MFA, 'validate'), code())).statusCode).toBe(
      200,
    );
  });
});

describe('the replay guard in the database', () => {
  it('lets only one of two acceptances of one step win, and never an older step', async () => {
    // Two requests over HTTP rarely meet at the very statement, so the guard in the statement itself is checked
    // here, as it matters with several processes.
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoMfa));
    const step = Math.floor(time.clock().getTime() / STEP_MS) + 1000;
    const accepted = { step, ciphertext: row!.totpSecretCiphertext!, at: time.clock() };
    const results = await Promise.all([
      acceptStep(t.db, USER_IDS.demoMfa, accepted),
      acceptStep(t.db, USER_IDS.demoMfa, accepted),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await acceptStep(t.db, USER_IDS.demoMfa, { ...accepted, step: step - 1 })).toBe(false);
    expect(await acceptStep(t.db, USER_IDS.demoMfa, { ...accepted, step: step + 1 })).toBe(true);
  });

  it('lets one of two uses of a challenge win', async () => {
    await passwordStep(t.app, MFA, 'validate');
    const [open] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.userId, USER_IDS.demoMfa), isNull(twoFactorChallenges.usedAt)));
    const results = await Promise.all([
      consumeChallenge(t.db, open!.id, time.clock()),
      consumeChallenge(t.db, open!.id, time.clock()),
    ]);
    expect(results.sort()).toEqual([false, true]);
  });
});
