/** Account activation (spec sections 2 and 4): the link, the date of birth, the first password, sign-in. */
import { eq } from 'drizzle-orm';
import {
  ACTIVATION_INVALID_MESSAGE,
  DOB_MISMATCH_MESSAGE,
  PASSWORD_RULES_NOT_MET_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { HOSTS, login, MINUTE, refreshCookie, testClock } from '../../../test/auth-helpers.ts';
import { inviteNorthwindStarter, mailTo, NEW_PASSWORD, post } from '../../../test/account-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { accounts } from './account.module.ts';
import { sendActivation } from './activation.service.ts';
import { tenantDirectory } from '../tenants/index.ts';

const time = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const RILEY = 'demo-activation-riley';
const RILEY_DOB = '17/05/1990';
const activate = (token: string, fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/activate',
    headers: { host: HOSTS.demo },
    payload: {
      token,
      date_of_birth: RILEY_DOB,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      deviceToken: 'test-device',
      ...fields,
    },
  });

/** A not-yet-activated person of the demo tenant with a freshly e-mailed link; answers the link's token. */
async function newStarter(email: string, dateOfBirth = '1992-02-29') {
  const [user] = await t.db
    .insert(users)
    .values({
      clientId: CLIENT_IDS.demo,
      email,
      firstName: 'Robin',
      surname: 'Hale',
      userType: 'employee',
      dateOfBirth,
    })
    .returning();
  const tenant = (await t.app.context.use(tenantDirectory).findBySlug('demo'))!;
  await sendActivation(t.app.context.use(accounts), tenant, user!);
  const [message] = await mailTo(t.db, email, 'activation');
  const link = message!.links.find((candidate) => candidate.includes('/activation/'))!;
  return link.split('/activation/')[1]!;
}

describe('POST /api/activation/{id}', () => {
  it("answers who the demo link is for, in both of the spec's name spellings", async () => {
    const response = await post(t.app, `/api/activation/${RILEY}`, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Riley',
      first_name: 'Riley',
      surname: 'Quinn',
      email: 'new@demo.test',
      twoFactorRequired: false,
    });
  });

  it("answers status 'error' for an unknown link, and for a link used on another tenant's host", async () => {
    const unknown = await post(t.app, '/api/activation/no-such-activation-link', undefined);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', error: ACTIVATION_INVALID_MESSAGE });
    const elsewhere = await post(t.app, `/api/activation/${RILEY}`, undefined, { host: HOSTS.northwind });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('e-mails a 256-bit link built from the tenant address, which expires after 14 days', async () => {
    const token = await newStarter('expiring@demo.test');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [message] = await mailTo(t.db, 'expiring@demo.test', 'activation');
    expect(message!.links).toContain(`http://localhost:3000/activation/${token}`);
    expect((await post(t.app, `/api/activation/${token}`, undefined)).statusCode).toBe(200);
    time.advance(14 * 24 * 60 * MINUTE + MINUTE);
    expect((await post(t.app, `/api/activation/${token}`, undefined)).statusCode).toBe(404);
  });
});

describe('POST /api/activation/dob', () => {
  it('tells a wrong date from the right one', async () => {
    const wrong = await post(t.app, '/api/activation/dob', { token: RILEY, date_of_birth: '18/05/1990' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ verified: false, error: DOB_MISMATCH_MESSAGE });
    const right = await post(t.app, '/api/activation/dob', { token: RILEY, date_of_birth: RILEY_DOB });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ verified: true });
  });

  it('refuses a date that is not a real one before comparing it', async () => {
    const response = await post(t.app, '/api/activation/dob', { token: RILEY, date_of_birth: '30/02/1990' });
    expect(response.statusCode).toBe(400);
  });

  it('ends the link at the fifth wrong date, even for the right date after it', async () => {
    const token = await newStarter('guessed@demo.test');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(t.app, '/api/activation/dob', { token, date_of_birth: '01/01/1990' });
      expect(response.statusCode).toBe(422);
    }
    const fifth = await post(t.app, '/api/activation/dob', { token, date_of_birth: '01/01/1990' });
    expect(fifth.statusCode).toBe(410);
    const right = await post(t.app, '/api/activation/dob', { token, date_of_birth: '29/02/1992' });
    expect(right.statusCode).toBe(410);
    expect((await post(t.app, `/api/activation/${token}`, undefined)).statusCode).toBe(404);
  });
});

describe('PATCH /api/user/activate', () => {
  it('refuses a password that fails the rules, listing them, and a confirmation that differs', async () => {
    const token = await newStarter('rules@demo.test');
    const weak = await activate(token, {
      date_of_birth: '29/02/1992',
      password: 'robinhale1992',
      password_confirmation: 'robinhale1992',
    });
    expect(weak.statusCode).toBe(422);
    const body = weak.json() as { error: string; checks: { name: string; status: boolean }[] };
    expect(body.error).toBe(PASSWORD_RULES_NOT_MET_MESSAGE);
    const failed = body.checks.filter((check) => !check.status).map((check) => check.name);
    expect(failed).toEqual(expect.arrayContaining(['uppercase', 'special_character', 'no_personal_details']));
    const differs = await activate(token, { date_of_birth: '29/02/1992', password_confirmation: 'other' });
    expect(differs.statusCode).toBe(422);
    expect(differs.json().error).toBe(PASSWORDS_DIFFER_MESSAGE);
  });

  it('refuses a wrong date of birth even after an earlier right one', async () => {
    const token = await newStarter('recheck@demo.test');
    await post(t.app, '/api/activation/dob', { token, date_of_birth: '29/02/1992' });
    const response = await activate(token, { date_of_birth: '28/02/1992' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(DOB_MISMATCH_MESSAGE);
  });

  it('activates Riley, signs them in, and the link works once only', async () => {
    const response = await activate(RILEY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', is_should_setup_2fa: false });
    expect(response.json().access_token).toEqual(expect.any(String));
    expect(refreshCookie(response)?.value).toMatch(/^[\w-]{43}$/);

    const [riley] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoNotActivated));
    expect(riley!.activatedAt).not.toBeNull();
    const signIn = await login(t.app, { email: 'new@demo.test', password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);

    expect((await post(t.app, `/api/activation/${RILEY}`, undefined)).statusCode).toBe(404);
    const again = await activate(RILEY);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(ACTIVATION_INVALID_MESSAGE);
  });

  it('leads to two-factor set-up, without a session, where the tenant enforces two-factor', async () => {
    const { link } = await inviteNorthwindStarter(t.app, t.db);
    expect(link.startsWith('http://northwind.localhost:3000/activation/')).toBe(true);
    const token = link.split('/activation/')[1]!;
    const details = await post(t.app, `/api/activation/${token}`, undefined, { host: HOSTS.northwind });
    expect(details.json().twoFactorRequired).toBe(true);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/activate',
      headers: { host: HOSTS.northwind },
      payload: {
        token,
        date_of_birth: '01/10/1985',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_should_setup_2fa: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(response.json().access_token).toBeUndefined();
    expect(refreshCookie(response)).toBeUndefined();
  });
});
