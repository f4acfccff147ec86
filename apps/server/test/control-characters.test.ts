/**
 * A NUL character, which PostgreSQL text cannot hold, is refused at validation on every route: 400 naming the
 * field, where it used to reach the database and answer 500 (the contact form's is in contact.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../src/seed/ids.ts';
import { NUL_CHARACTER_MESSAGE } from '../src/lib/request-validation.ts';
import { getWithToken, HOSTS, openSession } from './auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const nulError = (field: string) => ({ field, message: NUL_CHARACTER_MESSAGE });

describe('a NUL character in a text field', () => {
  it("is refused in the sign-in's device token, before any password is checked", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOSTS.demo },
      payload: { email: 'employee@demo.test', password: 'Harbour-Lantern-47!', deviceToken: 'abc\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([nulError('body.deviceToken')]);
  });

  it('is refused in the employee and masquerade searches', async () => {
    const employer = await openSession(t.app, {
      id: USER_IDS.demoEmployer,
      clientId: CLIENT_IDS.demo,
      userType: 'employer',
    });
    const employees = await getWithToken(
      t.app,
      `/api/v2/client/${CLIENT_IDS.demo}/employees?search=al%00ex`,
      employer.accessToken,
    );
    expect(employees.statusCode).toBe(400);
    expect(employees.json().errors).toEqual([nulError('querystring.search')]);

    const admin = await openSession(t.app, { id: USER_IDS.platformAdmin, clientId: null, userType: 'admin' });
    const candidates = await getWithToken(t.app, '/api/masquerade/candidates?search=%00', admin.accessToken);
    expect(candidates.statusCode).toBe(400);
    expect(candidates.json().errors).toEqual([nulError('querystring.search')]);
  });
});
