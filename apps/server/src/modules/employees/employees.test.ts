import { employeeSearchResponseSchema, registrationSummarySchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, openSession, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { registeredPercentage } from './employees.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const registrationUrl = (clientId: string) => `/api/v2/client/${clientId}/employees/registration`;

describe('GET /api/v2/client/:clientId/employees/registration', () => {
  it("answers the demo tenant's figure: 180 of its 249 people (with the generated roster) have activated", async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    const response = await getWithToken(t.app, registrationUrl(CLIENT_IDS.demo), accessToken);
    expect(response.statusCode).toBe(200);
    expect(registrationSummarySchema.parse(response.json())).toEqual({
      totalEmployees: 249,
      totalRegisteredEmployees: 180,
      registeredPercentage: 72.3,
    });
  });

  it("answers 404 for another tenant's figure, and 403 for an employee", async () => {
    const employer = await signIn(t.app, 'employer@demo.test');
    for (const clientId of [CLIENT_IDS.northwind, 'not-a-client']) {
      const response = await getWithToken(t.app, registrationUrl(clientId), employer.accessToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    const employee = await signIn(t.app, 'employee@demo.test');
    expect(
      (await getWithToken(t.app, registrationUrl(CLIENT_IDS.demo), employee.accessToken)).statusCode,
    ).toBe(403);
  });

  it("gives a platform administrator the figure of the host's tenant", async () => {
    const admin = await openSession(t.app, { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' });
    const response = await getWithToken(
      t.app,
      registrationUrl(CLIENT_IDS.northwind),
      admin.accessToken,
      HOSTS.northwind,
    );
    expect(response.json()).toEqual({
      totalEmployees: 2,
      totalRegisteredEmployees: 2,
      registeredPercentage: 100,
    });
  });
});

describe('registeredPercentage', () => {
  it.each([
    [5, 6, 83.3],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 0, 0],
    [7, 7, 100],
  ])('%i of %i is %d%%', (registered, total, expected) => {
    expect(registeredPercentage(registered, total)).toBe(expected);
  });
});

describe('GET /api/v2/client/:clientId/employees (search)', () => {
  const searchUrl = (clientId: string, search: string) =>
    `/api/v2/client/${clientId}/employees?search=${encodeURIComponent(search)}`;

  it("finds the employer's own employees by name or e-mail, in any case, and says who is activated", async () => {
    const { accessToken } = await signIn(t.app, 'employer@demo.test');
    const byName = employeeSearchResponseSchema.parse(
      (await getWithToken(t.app, searchUrl(CLIENT_IDS.demo, 'MORGAN'), accessToken)).json(),
    );
    expect(byName.employees).toEqual([
      { id: USER_IDS.demoEmployee, name: 'Alex Morgan', email: 'employee@demo.test', activated: true },
    ]);
    const byEmail = employeeSearchResponseSchema.parse(
      (await getWithToken(t.app, searchUrl(CLIENT_IDS.demo, 'new@'), accessToken)).json(),
    );
    expect(byEmail.employees.map((e) => [e.email, e.activated])).toEqual([['new@demo.test', false]]);
  });

  it('lists employees only, treats % and _ as letters, and keeps to the tenant', async () => {
    const employer = await signIn(t.app, 'employer@demo.test');
    const everyone = employeeSearchResponseSchema.parse(
      (await getWithToken(t.app, searchUrl(CLIENT_IDS.demo, ''), employer.accessToken)).json(),
    );
    expect(everyone.employees.map((e) => e.email)).not.toContain('employer@demo.test');
    expect(everyone.employees.every((e) => e.email.endsWith('demo.test'))).toBe(true);
    expect(everyone.employees.map((e) => e.email)).not.toContain('employee@northwind.test');
    const wildcard = await getWithToken(t.app, searchUrl(CLIENT_IDS.demo, '%'), employer.accessToken);
    expect(employeeSearchResponseSchema.parse(wildcard.json()).employees).toEqual([]);
    const other = await getWithToken(t.app, searchUrl(CLIENT_IDS.northwind, ''), employer.accessToken);
    expect(other.statusCode).toBe(404);
    const employee = await signIn(t.app, 'employee@demo.test');
    expect((await getWithToken(t.app, searchUrl(CLIENT_IDS.demo, ''), employee.accessToken)).statusCode).toBe(
      403,
    );
  });
});
