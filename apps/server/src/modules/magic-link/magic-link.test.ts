/**
 * Magic links (issue 7): an employer e-mails one of their employees a single-use sign-in link by giving their
 * own password. The link reaches the employee only, works once within 15 minutes, still asks for two-factor,
 * and a wrong password counts towards the employer's lock.
 */
import { and, eq } from 'drizzle-orm';
import {
  ACCESS_DENIED_MESSAGE,
  LOCKED_ACCOUNT_MESSAGE,
  MAGIC_LINK_EMPLOYERS_ONLY_MESSAGE,
  MAGIC_LINK_NOT_ACTIVATED_MESSAGE,
  MAGIC_LINK_RATE_LIMIT_MESSAGE,
  MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE,
  MAGIC_LINK_WRONG_PASSWORD_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-world.ts';
import { CLIENT_IDS, DEMO_PASSWORD, SCHEME_IDS, USER_IDS } from '../../seed/ids.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import {
  getWithToken,
  HOSTS,
  login,
  MINUTE,
  openSession,
  signIn,
  testClock,
} from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { codeAt, DEVICE, loginWithCode, postJson, STEP_MS } from '../../../test/two-factor-helpers.ts';
import { MAGIC_LINK_REQUESTS_PER_HOUR } from './magic-link.service.ts';

const time = testClock();
let t: TestApp;
let employer: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  // A fresh hour for the per-employer limit, and a fresh sign-in.
  time.advance(61 * MINUTE);
  employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
});

const request = (
  userId: string,
  password: string = DEMO_PASSWORD,
  options: { schemeId?: string; accessToken?: string; host?: string } = {},
) =>
  postJson(
    t.app,
    `/api/magic-link/scheme/${options.schemeId ?? SCHEME_IDS.demo2026}/employee/${userId}`,
    { password },
    { accessToken: options.accessToken ?? employer, host: options.host ?? HOSTS.demo },
  );

/** The link of the newest magic-link e-mail to an address. */
async function latestLink(to: string): Promise<string> {
  const [message] = await mailTo(t.db, to, 'magic_link');
  expect(message, `a magic link to ${to}`).toBeDefined();
  const link = message!.links.find((candidate) => candidate.includes('/sso-login/'));
  expect(link).toBeDefined();
  return link!;
}

const tokenOf = (link: string) => new URL(link).pathname.split('/')[2]!;
const open = (link: string, host: string = HOSTS.demo) =>
  postJson(t.app, '/api/login/sso', { ssoToken: tokenOf(link), deviceToken: DEVICE }, { host });

describe('POST /api/magic-link/scheme/{schemeId}/employee/{userId}', () => {
  it('e-mails the employee a link that signs them in once; the employer never sees it', async () => {
    const response = await request(USER_IDS.demoEmployee);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    expect(response.body).not.toContain('mgl');

    const [message] = await mailTo(t.db, 'employee@demo.test', 'magic_link');
    expect(message).toMatchObject({ subject: 'Your Demo Benefits sign-in link', clientId: CLIENT_IDS.demo });
    expect(message!.text).toContain('Hello Alex,');
    expect(message!.text).toContain('Sam Patel has asked for a link that signs you in');
    expect(message!.text).toContain('expires in 15 minutes');
    const link = await latestLink('employee@demo.test');
    expect(link).toMatch(/^http:\/\/localhost:3000\/sso-login\/mgl[\w-]{43}$/);
    expect(await mailTo(t.db, 'employer@demo.test', 'magic_link')).toHaveLength(0);

    const signedIn = await open(link);
    expect(signedIn.statusCode).toBe(200);
    const me = await getWithToken(t.app, '/api/user', signedIn.json().access_token);
    expect(me.json()).toMatchObject({ id: USER_IDS.demoEmployee, email: 'employee@demo.test' });
    const again = await open(link);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('link_expired');

    const [audited] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'magic_link.sent'), eq(auditEvents.userId, USER_IDS.demoEmployer)));
    expect(audited?.detail).toEqual({ employeeId: USER_IDS.demoEmployee, schemeId: SCHEME_IDS.demo2026 });
  });

  it('makes links that expire after 15 minutes', async () => {
    expect((await request(USER_IDS.demoLeaver)).statusCode).toBe(202);
    const link = await latestLink('leaver@demo.test');
    time.advance(15 * MINUTE);
    expect((await open(link)).statusCode).toBe(410);
  });

  it('still asks an employee with two-factor for a code, which then signs in', async () => {
    expect((await request(USER_IDS.demoMfa)).statusCode).toBe(202);
    const opened = await open(await latestLink('mfa@demo.test'));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ is_should_validate_2fa: true, userId: USER_IDS.demoMfa });
    expect(opened.json().access_token).toBeUndefined();
    time.advance(STEP_MS);
    const code = codeAt(DEMO_TOTP_SECRETS.mfa, time.clock);
    const signedIn = await loginWithCode(t.app, opened.json().challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toEqual(expect.any(String));
  });

  it("refuses another tenant's employee or scheme, employers, people not activated, and unknown ids", async () => {
    const refusals: [string, { schemeId?: string }, number, string][] = [
      [USER_IDS.northwindEmployee, {}, 404, MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE],
      [
        USER_IDS.demoEmployee,
        { schemeId: SCHEME_IDS.northwind2026 },
        404,
        MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE,
      ],
      [USER_IDS.demoEmployer, {}, 404, MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE],
      [USER_IDS.platformAdmin, {}, 404, MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE],
      [USER_IDS.demoNotActivated, {}, 409, MAGIC_LINK_NOT_ACTIVATED_MESSAGE],
    ];
    for (const [userId, options, status, message] of refusals) {
      const response = await request(userId, DEMO_PASSWORD, options);
      expect(response.statusCode, userId).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect(await mailTo(t.db, 'employee@northwind.test', 'magic_link')).toHaveLength(0);
    expect(await mailTo(t.db, 'new@demo.test', 'magic_link')).toHaveLength(0);
  });

  it('is for employers only: refused to employees and platform administrators', async () => {
    const employee = await signIn(t.app, 'employee@demo.test');
    const asEmployee = await request(USER_IDS.demoLeaver, DEMO_PASSWORD, {
      accessToken: employee.accessToken,
    });
    expect(asEmployee.statusCode).toBe(403);
    expect(asEmployee.json()).toEqual({ message: ACCESS_DENIED_MESSAGE });
    const admin = await openSession(t.app, {
      id: USER_IDS.platformAdmin,
      clientId: null,
      userType: 'admin',
    });
    const asAdmin = await request(USER_IDS.demoEmployee, DEMO_PASSWORD, { accessToken: admin.accessToken });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ message: MAGIC_LINK_EMPLOYERS_ONLY_MESSAGE });
  });

  it(`allows ${MAGIC_LINK_REQUESTS_PER_HOUR} requests an hour per employer`, async () => {
    for (let i = 0; i < MAGIC_LINK_REQUESTS_PER_HOUR; i++) {
      expect((await request(USER_IDS.demoFirstLogin)).statusCode).toBe(202);
      // A minute apart: the same request again within a minute is the link already sent (below).
      time.advance(MINUTE + 1_000);
    }
    const over = await request(USER_IDS.demoFirstLogin);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MAGIC_LINK_RATE_LIMIT_MESSAGE });
    expect(await mailTo(t.db, 'first@demo.test', 'magic_link')).toHaveLength(MAGIC_LINK_REQUESTS_PER_HOUR);
  });

  it('sends one link for the same request made twice at once (a double click), answering both', async () => {
    const before = await mailTo(t.db, 'employee@demo.test', 'magic_link');
    const answers = await Promise.all([request(USER_IDS.demoEmployee), request(USER_IDS.demoEmployee)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [202, { sent: true }],
      [202, { sent: true }],
    ]);
    expect(await mailTo(t.db, 'employee@demo.test', 'magic_link')).toHaveLength(before.length + 1);
  });

  // Last: it locks the demo employer.
  it("counts a wrong password towards the employer's sign-in lock, and checks none while locked", async () => {
    for (let failure = 1; failure < 5; failure++) {
      const wrong = await request(USER_IDS.demoEmployee, 'not-my-password');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ message: MAGIC_LINK_WRONG_PASSWORD_MESSAGE });
    }
    const fifth = await request(USER_IDS.demoEmployee, 'not-my-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: LOCKED_ACCOUNT_MESSAGE });
    // Locked for sign-in too, and the right password is not even checked.
    const signInNow = await login(t.app, { email: 'employer@demo.test' });
    expect(signInNow.statusCode).toBe(401);
    expect(signInNow.json()).toMatchObject({ userAccountLocked: true });
    const rightPassword = await request(USER_IDS.demoEmployee);
    expect(rightPassword.statusCode).toBe(429);
    await t.app.context.jobs.settled();
    expect(await mailTo(t.db, 'employer@demo.test', 'account_locked')).toHaveLength(1);
  });
});
