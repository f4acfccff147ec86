/** The console's People area (issue 35): administrators and a client's employer users' permissions. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, openSession, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
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
const ROUTES = [
  ['GET', '/api/console/administrators'],
  ['GET', '/api/console/clients/demo/employers'],
  ['PUT', approverPermissions],
] as const;

describe('the People area', () => {
  it('refuses everyone but an operator on every route', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    for (const [method, url] of ROUTES) {
      const payload = method === 'PUT' ? { permissions: ['approver'] } : undefined;
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method, url, { ...options, payload }).then((response) => response.statusCode);
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
