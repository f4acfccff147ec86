/**
 * The write routes of signing in, accounts, two-factor, sign-in links and the employer's people, each as the
 * request a person would send twice by a double click (parallel-writes.test.ts sends it ten times at once).
 * Cases run in order on both twins; a case may note what a later one needs.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { outboxMessages } from '../src/db/schema/index.ts';
import { DEMO_TOTP_SECRETS } from '../src/seed/demo-world.ts';
import { CLIENT_IDS, DEMO_PASSWORD, SCHEME_IDS, USER_IDS } from '../src/seed/ids.ts';
import { NEW_PASSWORD } from './account-helpers.ts';
import { bearer, HOSTS, signIn, solvedRobotCheck } from './auth-helpers.ts';
import { adminWithTwoFactor } from './masquerade-helpers.ts';
import { codeAt, DEVICE, passwordStep } from './two-factor-helpers.ts';
import type { Twin, WriteCase } from './twin-apps.ts';

const json = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers = {},
): InjectOptions => ({
  method,
  url,
  headers: { host: HOSTS.demo, ...headers },
  ...(payload ? { payload } : {}),
});

/** The newest link in an e-mail of `template` to `to`, on this twin. */
async function linkIn(twin: Twin, to: string, template: string, marker: string): Promise<string> {
  const [message] = await twin.t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const link = message?.links.find((candidate) => candidate.includes(marker));
  if (!link) throw new Error(`no ${template} e-mail to ${to} on ${twin.name}`);
  return link;
}

const RILEY_DOB = '17/05/1990';
const ALEX_DOB = '14/03/1988';

export const accountCases = (clock: { advance(ms: number): void; now(): Date }): WriteCase[] => [
  { name: 'loginUrl', request: async () => json('POST', '/api/login/url', { email: 'employee@demo.test' }) },
  {
    name: 'login',
    each: 'each sign-in is a session of its own (a double click signs in twice; the page keeps the last)',
    request: async () =>
      json('POST', '/api/login', { email: 'first@demo.test', password: DEMO_PASSWORD, deviceToken: DEVICE }),
  },
  {
    name: 'refresh',
    request: async (twin) => {
      const { refreshToken } = await signIn(twin.t.app, 'probation@demo.test');
      return { ...json('POST', '/api/auth/refresh'), cookies: { refresh_token: refreshToken } };
    },
  },
  {
    name: 'userLogout',
    request: async (twin) => {
      const { refreshToken } = await signIn(twin.t.app, 'probation@demo.test');
      return { ...json('DELETE', '/api/user/logout'), cookies: { refresh_token: refreshToken } };
    },
  },
  {
    name: 'logout',
    request: async (twin) => {
      const { accessToken } = await signIn(twin.t.app, 'probation@demo.test');
      return json('POST', '/api/logout', undefined, bearer(accessToken));
    },
  },
  {
    name: 'updateUser',
    request: async (twin) =>
      json('PATCH', '/api/user', { firstLoginComplete: true }, bearer(await twin.token('first@demo.test'))),
  },
  {
    name: 'welcomeResend',
    request: async (twin) =>
      json(
        'POST',
        `/api/employees/${USER_IDS.demoNotActivated}/welcome-email-resends`,
        undefined,
        bearer(await twin.token('employer@demo.test')),
      ),
  },
  {
    name: 'bulkWelcomeResend',
    request: async (twin) =>
      json(
        'POST',
        `/api/companies/${CLIENT_IDS.demo}/welcome-email-resends`,
        {},
        bearer(await twin.token('employer@demo.test')),
      ),
  },
  {
    name: 'activationDetails',
    request: async (twin) => {
      // The resends above replaced the seeded link with the one e-mailed last.
      const link = await linkIn(twin, 'new@demo.test', 'activation', '/activation/');
      twin.notes.set('activation', link.split('/activation/')[1]!);
      return json('POST', `/api/activation/${twin.notes.get('activation')}`);
    },
  },
  {
    name: 'activationDob',
    request: async (twin) =>
      json('POST', '/api/activation/dob', { token: twin.notes.get('activation'), date_of_birth: RILEY_DOB }),
  },
  {
    name: 'activate',
    request: async (twin) =>
      json('PATCH', '/api/user/activate', {
        token: twin.notes.get('activation'),
        date_of_birth: RILEY_DOB,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        deviceToken: DEVICE,
      }),
  },
  {
    name: 'forgotPassword',
    request: async (twin) =>
      json('POST', '/api/forgot-password', {
        email: 'employee@demo.test',
        recaptcha: await solvedRobotCheck(twin.t.app),
        isRecaptchaEnabled: true,
      }),
  },
  {
    name: 'passwordResetCheck',
    request: async (twin) => {
      const link = await linkIn(twin, 'employee@demo.test', 'password_reset', '/reset-password?token=');
      twin.notes.set('reset', new URL(link).searchParams.get('token')!);
      return json('POST', '/api/password-reset/check', { token: twin.notes.get('reset') });
    },
  },
  {
    name: 'passwordResetDob',
    request: async (twin) =>
      json('POST', '/api/password-reset/dob', { token: twin.notes.get('reset'), date_of_birth: ALEX_DOB }),
  },
  {
    name: 'passwordReset',
    request: async (twin) =>
      json('POST', '/api/password-reset', {
        token: twin.notes.get('reset'),
        date_of_birth: ALEX_DOB,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
  },
  { name: 'passwordChecks', request: async () => json('POST', '/api/password', { password: NEW_PASSWORD }) },
  {
    name: 'changePassword',
    request: async (twin) =>
      json(
        'POST',
        '/api/user/password',
        { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        bearer(await twin.token('approver@demo.test')),
      ),
  },
  {
    name: 'loginMfa',
    request: async (twin) => {
      clock.advance(60_000);
      const challenge = await passwordStep(twin.t.app, 'mfa@demo.test', 'validate');
      return json('POST', '/api/login/mfa', {
        challenge,
        code: codeAt(DEMO_TOTP_SECRETS.mfa, () => clock.now()),
        deviceToken: DEVICE,
      });
    },
  },
  {
    name: 'mfaSetup',
    each: 'each is a new secret the answer carries (the person scans the one they are shown last)',
    request: async (twin) =>
      json(
        'POST',
        `/api/v2/user/${USER_IDS.demoFirstLogin}/mfa`,
        {},
        bearer(await twin.token('first@demo.test')),
      ),
  },
  {
    name: 'mfaValidate',
    request: async (twin) => {
      clock.advance(60_000);
      const token = await twin.token('probation@demo.test');
      const path = `/api/v2/user/${USER_IDS.demoProbation}/mfa`;
      const setup = await twin.t.app.inject(json('POST', path, {}, bearer(token)));
      const { secret } = setup.json() as { secret: string };
      return json(
        'POST',
        `${path}/validate`,
        { code: codeAt(secret, () => clock.now()), type: 'temporary', secret },
        bearer(token),
      );
    },
  },
  {
    name: 'mfaValidateEnforced',
    request: async (twin) => {
      clock.advance(60_000);
      const northwind = { host: HOSTS.northwind };
      const challenge = await passwordStep(twin.t.app, 'employee@northwind.test', 'setup', HOSTS.northwind);
      const path = `/api/v2/user/${USER_IDS.northwindEmployee}/mfa`;
      const setup = await twin.t.app.inject({ ...json('POST', path, { challenge }), headers: northwind });
      const { secret } = setup.json() as { secret: string };
      const code = () => codeAt(secret, () => clock.now());
      const temporary = { code: code(), type: 'temporary', secret, challenge };
      await twin.t.app.inject({ ...json('POST', `${path}/validate`, temporary), headers: northwind });
      clock.advance(30_000);
      const enforced = { code: code(), challenge, deviceToken: DEVICE };
      return { ...json('POST', '/api/employee/mfa/validate/enforced', enforced), headers: northwind };
    },
  },
  {
    name: 'mfaDisable',
    request: async (twin) => {
      clock.advance(60_000);
      const challenge = await passwordStep(twin.t.app, 'mfa@demo.test', 'validate');
      const code = () => codeAt(DEMO_TOTP_SECRETS.mfa, () => clock.now());
      const signedIn = await twin.t.app.inject(
        json('POST', '/api/login/mfa', { challenge, code: code(), deviceToken: DEVICE }),
      );
      clock.advance(30_000);
      return json(
        'POST',
        `/api/v2/user/${USER_IDS.demoMfa}/mfa/disable`,
        { password: DEMO_PASSWORD, code: code(), reason: 'New phone' },
        bearer(signedIn.json().access_token as string),
      );
    },
  },
  {
    name: 'magicLink',
    request: async (twin) =>
      json(
        'POST',
        `/api/magic-link/scheme/${SCHEME_IDS.demo2026}/employee/${USER_IDS.demoEmployee}`,
        { password: DEMO_PASSWORD },
        bearer(await twin.token('employer@demo.test')),
      ),
  },
  {
    name: 'loginSso',
    request: async (twin) => {
      const link = await linkIn(twin, 'employee@demo.test', 'magic_link', '/sso-login/');
      const ssoToken = new URL(link).pathname.split('/')[2]!;
      return json('POST', '/api/login/sso', { ssoToken, deviceToken: DEVICE });
    },
  },
  {
    name: 'masquerade',
    each: 'each is a single-use sign-in link of its own, as a code is',
    request: async (twin) => {
      clock.advance(60_000);
      const admin = await adminWithTwoFactor(twin.t.app, () => clock.now());
      return json(
        'POST',
        `/api/masquerade/employer/${CLIENT_IDS.demo}/${USER_IDS.demoEmployee}`,
        { schemeYear: 2026, reason: 'Checking a reported problem' },
        bearer(admin),
      );
    },
  },
  {
    name: 'voucherFrameCode',
    each: 'each is a single-use, 60-second code of its own for the voucher page',
    request: async (twin) =>
      json('POST', '/api/ccv/manage/frame-code', undefined, bearer(await twin.token('employer@demo.test'))),
  },
  {
    name: 'setTwoFactorEnforcement',
    request: async (twin) =>
      json(
        'PUT',
        `/api/v2/client/${CLIENT_IDS.demo}/employees/two-factor-authentication/enforcement-setting`,
        { isEnforcementTwoFAEnabled: true },
        bearer(await twin.token('employer@demo.test')),
      ),
  },
];
