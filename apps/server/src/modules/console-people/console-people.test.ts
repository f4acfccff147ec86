/**
 * The console's People area (issue 35): administrators (invite, remove), a client's employer users (invite,
 * permissions) and masquerade started from the console.
 */
import { CONSOLE_PEOPLE_MESSAGES, MASQUERADE_ARCHIVED_CLIENT_MESSAGE } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboxMessages, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { CLIENT_IDS, DEMO_PASSWORD, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, openSession, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorSessionOf,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { openLink } from '../../../test/masquerade-helpers.ts';
import { passwordStep } from '../../../test/two-factor-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  token = await operatorToken(t.app, time);
});
afterAll(() => t.close());

const approverPermissions = `/api/console/clients/demo/employers/${USER_IDS.demoApprover}/permissions`;
const masqueradeAlex = `/api/console/clients/demo/masquerade/${USER_IDS.demoEmployee}`;
const invitee = { firstName: 'Kim', surname: 'Lowe', email: 'kim@platform.test', dateOfBirth: '1985-06-30' };
const ROUTES = [
  ['GET', '/api/console/administrators'],
  ['POST', '/api/console/administrators', invitee],
  ['DELETE', `/api/console/administrators/${USER_IDS.platformAdmin}`, { reason: 'Left the team' }],
  ['GET', '/api/console/clients/demo/employers'],
  ['POST', '/api/console/clients/demo/employers', { ...invitee, permissions: ['reports'] }],
  ['PUT', approverPermissions, { permissions: ['approver'] }],
  ['GET', '/api/console/clients/demo/masquerade'],
  ['GET', '/api/console/clients/demo/masquerade/candidates?search=alex'],
  ['POST', masqueradeAlex, { schemeYear: 2026, reason: 'Ticket 4312' }],
] as const;

describe('the People area', () => {
  it('refuses everyone but an operator on every route', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    for (const [method, url, payload] of ROUTES as readonly (readonly [string, string, object?])[]) {
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method as 'GET', url, { ...options, ...(payload ? { payload } : {}) }).then(
          (response) => response.statusCode,
        );
      expect(await status({ token: withoutTwoFactor })).toBe(403);
      // An employer on their own host is refused; their token is not even accepted on the platform's.
      expect(await status({ token: employer, host: HOSTS.demo })).toBe(403);
      expect(await status({ token: employer })).toBe(401);
      expect(await status({})).toBe(401);
    }
  });

  it('lists the platform administrators with their two-factor status', async () => {
    const response = await consoleRequest(t.app, 'GET', '/api/console/administrators', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ email: 'admin@platform.test', twoFactor: true, activated: true }),
    );
  });

  it("lists a client's employer users with their permissions, and 404 for an unknown client", async () => {
    const body = (
      await consoleRequest(t.app, 'GET', '/api/console/clients/demo/employers', { token })
    ).json();
    expect(body.data).toContainEqual(
      expect.objectContaining({ email: 'approver@demo.test', permissions: ['approver'] }),
    );
    expect(body.data.every((person: { email: string }) => person.email.endsWith('@demo.test'))).toBe(true);
    const unknown = await consoleRequest(t.app, 'GET', '/api/console/clients/nowhere/employers', { token });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes permissions with the audit row, refuses bad input and another client’s user', async () => {
    const change = (url: string, permissions: unknown) =>
      consoleRequest(t.app, 'PUT', url, { token, payload: { permissions } });
    const approver = (
      await openSession(t.app, { id: USER_IDS.demoApprover, clientId: CLIENT_IDS.demo, userType: 'employer' })
    ).accessToken;
    const reports = `/api/client/${CLIENT_IDS.demo}/reports?type=payroll`;
    expect((await getWithToken(t.app, reports, approver)).statusCode).toBe(403);
    const response = await change(approverPermissions, ['reports', 'approver']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'approver@demo.test',
      permissions: ['approver', 'reports'],
    });
    const [stored] = await t.db
      .select({ permissions: users.permissions })
      .from(users)
      .where(eq(users.id, USER_IDS.demoApprover));
    expect(stored!.permissions).toEqual(['approver', 'reports']);
    // The approver's open session has the new permission at once.
    expect((await getWithToken(t.app, reports, approver)).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'console.employer_permissions_changed'),
          eq(auditEvents.clientId, CLIENT_IDS.demo),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        email: 'approver@demo.test',
        before: { permissions: ['approver'] },
        after: { permissions: ['approver', 'reports'] },
      },
    });
    // The same permissions again change nothing and write nothing.
    expect((await change(approverPermissions, ['approver', 'reports'])).statusCode).toBe(200);
    expect((await change(approverPermissions, ['owner'])).statusCode).toBe(400);
    expect((await change(approverPermissions, ['reports', 'reports'])).statusCode).toBe(400);
    // The demo employer through Northwind's address, and an employee: not that client's employer users.
    const northwind = `/api/console/clients/northwind/employers/${USER_IDS.demoApprover}/permissions`;
    expect((await change(northwind, ['approver'])).statusCode).toBe(404);
    const employee = `/api/console/clients/demo/employers/${USER_IDS.demoEmployee}/permissions`;
    expect((await change(employee, ['approver'])).statusCode).toBe(404);
    const written = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'console.employer_permissions_changed'));
    expect(written).toHaveLength(1);
  });
});

const auditOf = (type: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.type, type)).orderBy(asc(auditEvents.createdAt));
const mailTo = (email: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));

describe('platform administrators', () => {
  const invite = (payload: object) =>
    consoleRequest(t.app, 'POST', '/api/console/administrators', { token, payload });
  const remove = (userId: string, payload: object, as = token) =>
    consoleRequest(t.app, 'DELETE', `/api/console/administrators/${userId}`, { token: as, payload });

  it('invites one by the activation e-mail on the platform host, audited; an address taken is 409 by its field', async () => {
    const response = await invite({ ...invitee, email: 'Kim@Platform.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Kim Lowe',
      email: 'kim@platform.test',
      twoFactor: false,
      activated: false,
      lastSignInAt: null,
    });
    const [mail] = await mailTo('kim@platform.test');
    expect(mail?.template).toBe('activation');
    expect(mail?.links.some((link) => /^http:\/\/platform\.localhost:\d+\/activation\//.test(link))).toBe(
      true,
    );
    const [row] = await auditOf('console.administrator_invited');
    expect(row).toMatchObject({
      clientId: null,
      userId: USER_IDS.platformAdmin,
      detail: { via: 'console', before: null, after: { name: 'Kim Lowe', email: 'kim@platform.test' } },
    });

    const again = await invite(invitee);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: CONSOLE_PEOPLE_MESSAGES.adminEmailTaken });
    expect((await invite({ ...invitee, email: 'not an address' })).statusCode).toBe(400);
    expect(await mailTo('kim@platform.test')).toHaveLength(1);

    const list = (await consoleRequest(t.app, 'GET', '/api/console/administrators', { token })).json().data;
    expect(list.map((person: { email: string }) => person.email)).toEqual([
      'admin@platform.test',
      'kim@platform.test',
    ]);
    // The operator's own sign-in is recorded; the invitee has none.
    expect(list[0].lastSignInAt).toBe(time.clock().toISOString());
  });

  it('makes an administrator without two-factor set it up at sign-in, on any host', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD), activatedAt: time.clock() })
      .where(eq(users.email, 'kim@platform.test'));
    await passwordStep(t.app, 'kim@platform.test', 'setup', HOSTS.platform);
    await passwordStep(t.app, 'kim@platform.test', 'setup', HOSTS.demo);
  });

  it('removes one with a reason, signing them out; never yourself, an unknown one or an employer', async () => {
    const [kim] = await t.db.select().from(users).where(eq(users.email, 'kim@platform.test'));
    const kimToken = await operatorSessionOf(t.app, kim!.id);
    expect(
      (await consoleRequest(t.app, 'GET', '/api/console/administrators', { token: kimToken })).statusCode,
    ).toBe(200);

    const yourself = await remove(USER_IDS.platformAdmin, { reason: 'Tidying up' });
    expect(yourself.statusCode).toBe(409);
    expect(yourself.json().message).toBe(CONSOLE_PEOPLE_MESSAGES.removeYourself);
    expect((await remove(kim!.id, { reason: '  ' })).statusCode).toBe(400);
    expect((await remove(USER_IDS.demoEmployer, { reason: 'Left' })).statusCode).toBe(404);
    expect((await remove('00000000-0000-4000-8000-0000000000ff', { reason: 'Left' })).statusCode).toBe(404);
    expect(await auditOf('console.administrator_removed')).toHaveLength(0);

    const response = await remove(kim!.id, { reason: 'Left the team' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'kim@platform.test' });
    expect(await t.db.select().from(users).where(eq(users.email, 'kim@platform.test'))).toHaveLength(0);
    expect(
      (await consoleRequest(t.app, 'GET', '/api/console/administrators', { token: kimToken })).statusCode,
    ).toBe(401);
    const [row] = await auditOf('console.administrator_removed');
    expect(row).toMatchObject({
      clientId: null,
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        email: 'kim@platform.test',
        reason: 'Left the team',
        before: { name: 'Kim Lowe', email: 'kim@platform.test', twoFactor: false },
        after: null,
      },
    });
    // Kim's invitation stays in the trail, though Kim is gone.
    expect(await auditOf('console.administrator_invited')).toHaveLength(1);
  });
});

describe("a client's employer users", () => {
  const url = '/api/console/clients/northwind/employers';
  const invite = (payload: object, to = url) => consoleRequest(t.app, 'POST', to, { token, payload });

  it('invites one with their permissions by the activation e-mail on the client host, audited', async () => {
    const response = await invite({
      firstName: 'Jo',
      surname: 'Reyes',
      email: 'jo@northwind.test',
      dateOfBirth: '1988-04-12',
      permissions: ['uploads', 'approver'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Jo Reyes',
      permissions: ['approver', 'uploads'],
      activated: false,
    });
    const [mail] = await mailTo('jo@northwind.test');
    expect(mail?.links.some((link) => /^http:\/\/northwind\.localhost:\d+\/activation\//.test(link))).toBe(
      true,
    );
    const [row] = await auditOf('console.employer_invited');
    expect(row).toMatchObject({
      clientId: CLIENT_IDS.northwind,
      detail: {
        via: 'console',
        slug: 'northwind',
        after: { name: 'Jo Reyes', email: 'jo@northwind.test', permissions: ['approver', 'uploads'] },
      },
    });
    const listed = (await consoleRequest(t.app, 'GET', url, { token })).json().data;
    expect(listed.map((person: { email: string }) => person.email)).toContain('jo@northwind.test');
    // The link activates the account: activation asks for the date of birth the operator gave.
    const id = /\/activation\/([^/?#]+)/.exec(
      mail!.links.find((link) => link.includes('/activation/'))!,
    )![1]!;
    const dob = (date_of_birth: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activation/dob',
        headers: { host: HOSTS.northwind },
        payload: { token: id, date_of_birth },
      });
    expect((await dob('13/04/1988')).statusCode).toBe(422);
    expect((await dob('12/04/1988')).json()).toEqual({ verified: true });
    // Their permissions change from the console like any employer's: Northwind's user, not Demo's.
    const changeUrl = `/api/console/clients/demo/employers/${response.json().id}/permissions`;
    const other = await consoleRequest(t.app, 'PUT', changeUrl, { token, payload: { permissions: [] } });
    expect(other.statusCode).toBe(404);
  });

  it('refuses an address taken in that client by its field, bad permissions, and an unknown client', async () => {
    const taken = await invite({
      firstName: 'Drew',
      surname: 'Ellis',
      email: 'employer@northwind.test',
      dateOfBirth: '1988-04-12',
      permissions: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: CONSOLE_PEOPLE_MESSAGES.employerEmailTaken });
    const person = {
      firstName: 'Ana',
      surname: 'Ruiz',
      email: 'ana@northwind.test',
      dateOfBirth: '1990-01-20',
    };
    const { dateOfBirth: _unknown, ...withoutBirthday } = person;
    const noBirthday = await invite({ ...withoutBirthday, permissions: [] });
    expect(noBirthday.statusCode).toBe(400);
    expect((await invite({ ...person, permissions: ['owner'] })).statusCode).toBe(400);
    expect((await invite({ ...person, firstName: '', permissions: [] })).statusCode).toBe(400);
    expect(
      (await invite({ ...person, permissions: [] }, '/api/console/clients/nowhere/employers')).statusCode,
    ).toBe(404);
    expect(await mailTo('ana@northwind.test')).toHaveLength(0);
    expect(await auditOf('console.employer_invited')).toHaveLength(1);
  });
});

describe('masquerade from the console', () => {
  it("gives a client's scheme years and finds its people by a search", async () => {
    const facts = await consoleRequest(t.app, 'GET', '/api/console/clients/demo/masquerade', { token });
    expect(facts.json()).toMatchObject({
      client: { slug: 'demo', name: 'Demo Ltd' },
      schemeYears: [expect.objectContaining({ year: 2026, isCurrent: true })],
    });
    const found = await consoleRequest(
      t.app,
      'GET',
      '/api/console/clients/demo/masquerade/candidates?search=alex',
      {
        token,
      },
    );
    expect(found.json().candidates).toContainEqual(
      expect.objectContaining({ id: USER_IDS.demoEmployee, name: 'Alex Morgan', userType: 'employee' }),
    );
    const elsewhere = await consoleRequest(
      t.app,
      'GET',
      '/api/console/clients/northwind/masquerade/candidates?search=alex',
      { token },
    );
    expect(elsewhere.json().candidates).toEqual([]);
    const unknown = await consoleRequest(t.app, 'GET', '/api/console/clients/nowhere/masquerade', { token });
    expect(unknown.statusCode).toBe(404);
  });

  it("makes the launcher's single-use link on the client's host, audited with the reason", async () => {
    const start = (url: string, payload: object) => consoleRequest(t.app, 'POST', url, { token, payload });
    expect((await start(masqueradeAlex, { schemeYear: 2026, reason: '   ' })).statusCode).toBe(400);
    expect((await start(masqueradeAlex, { schemeYear: 1999, reason: 'Ticket 4312' })).statusCode).toBe(422);
    // Alex through Northwind's address: not one of Northwind's people.
    const northwind = `/api/console/clients/northwind/masquerade/${USER_IDS.demoEmployee}`;
    expect((await start(northwind, { schemeYear: 2026, reason: 'Ticket 4312' })).statusCode).toBe(404);
    expect(await auditOf('masquerade.granted')).toHaveLength(0);

    const response = await start(masqueradeAlex, { schemeYear: 2026, reason: ' Ticket 4312 ' });
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().url);
    expect(link.host).toBe('localhost:3000');
    expect(link.pathname).toMatch(/^\/sso-login\/msq[\w-]+\/2026$/);
    const [row] = await auditOf('masquerade.granted');
    expect(row).toMatchObject({
      clientId: CLIENT_IDS.demo,
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        reason: 'Ticket 4312',
        actedAsUserId: USER_IDS.demoEmployee,
        schemeYear: 2026,
      },
    });
    // The link opens the masquerade session on the demo host, as the launcher's does.
    const opened = await openLink(t.app, link.href);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().masqueradeUserId).toBe(USER_IDS.demoEmployee);
  });

  it('refuses a link for an archived client, saying why, and records nothing', async () => {
    const setArchived = (archived: boolean) =>
      consoleRequest(t.app, 'PUT', '/api/console/clients/demo/archived', {
        token,
        payload: { archived, reason: 'Masquerade rehearsal' },
      });
    expect((await setArchived(true)).statusCode).toBe(200);
    try {
      const facts = await consoleRequest(t.app, 'GET', '/api/console/clients/demo/masquerade', { token });
      expect(facts.json()).toMatchObject({ client: { slug: 'demo' }, archived: true });
      const granted = (await auditOf('masquerade.granted')).length;
      const refused = await consoleRequest(t.app, 'POST', masqueradeAlex, {
        token,
        payload: { schemeYear: 2026, reason: 'Ticket 4313' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MASQUERADE_ARCHIVED_CLIENT_MESSAGE);
      expect(await auditOf('masquerade.granted')).toHaveLength(granted);
    } finally {
      expect((await setArchived(false)).statusCode).toBe(200);
    }
    const restored = await consoleRequest(t.app, 'GET', '/api/console/clients/demo/masquerade', { token });
    expect(restored.json()).toMatchObject({ archived: false });
  });
});

// Last: either administrator may be the one left.
describe('the last administrator', () => {
  const remove = (userId: string, payload: object, as = token) =>
    consoleRequest(t.app, 'DELETE', `/api/console/administrators/${userId}`, { token: as, payload });

  it('keeps the last administrator when two remove each other at once', async () => {
    const second = await consoleRequest(t.app, 'POST', '/api/console/administrators', {
      token,
      payload: { firstName: 'Lee', surname: 'Park', email: 'lee@platform.test', dateOfBirth: '1991-11-02' },
    });
    const leeToken = await operatorSessionOf(t.app, second.json().id);
    const [first, other] = await Promise.all([
      remove(second.json().id, { reason: 'Swap' }),
      remove(USER_IDS.platformAdmin, { reason: 'Swap' }, leeToken),
    ]);
    // One wins; the other finds the last administrator (or, when the winner removed its maker first, no session).
    expect([first.statusCode, other.statusCode].filter((status) => status === 200)).toHaveLength(1);
    expect([first.statusCode, other.statusCode].some((status) => status === 409 || status === 401)).toBe(
      true,
    );
    const left = await t.db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin'));
    expect(left).toHaveLength(1);
  });
});
