/** An employer's own client's audit trail (issue 35): their client only, not administrators' sign-ins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, login, openSession, testClock } from '../../../test/auth-helpers.ts';
import { consoleRequest, operatorToken, tenantToken } from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let employer: string;
const trail = `/api/client/${CLIENT_IDS.demo}/audit`;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  const operator = await operatorToken(t.app, time);
  employer = await tenantToken(t.app, 'employer');
  // Another client's failed sign-in, the demo employer's own, and a platform administrator's sign-in
  // recorded against the demo client (as when one signs in on its host).
  await login(t.app, { email: 'employer@northwind.test', password: 'wrong-password-1' }, HOSTS.northwind);
  await login(t.app, { email: 'employer@demo.test', password: 'wrong-password-1' }, HOSTS.demo);
  await t.db.insert(auditEvents).values({
    type: 'login.succeeded',
    clientId: CLIENT_IDS.demo,
    userId: USER_IDS.platformAdmin,
    createdAt: time.clock(),
    detail: {},
  });
  time.advance(60_000);
  // An operator's change to the demo client's settings, with a reason a spreadsheet would run.
  for (const archived of [true, false]) {
    const response = await consoleRequest(t.app, 'PUT', '/api/console/clients/demo/archived', {
      token: operator,
      payload: { archived, reason: '=HYPERLINK("http://evil.test","Renewal")' },
    });
    expect(response.statusCode).toBe(200);
    time.advance(60_000);
  }
});
afterAll(() => t.close());

const list = (query = '', token = employer) => getWithToken(t.app, `${trail}${query}`, token);

describe("an employer's audit trail", () => {
  it("lists their client's events, newest first, paged, and nothing of another client", async () => {
    const response = await list('?per_page=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const events = body.data as {
      kind: string;
      client: { slug: string } | null;
      actor: { email: string } | null;
    }[];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((event) => event.client?.slug === 'demo')).toBe(true);
    expect(events[0]).toMatchObject({
      kind: 'console.client_restored',
      actor: { email: 'admin@platform.test' },
    });
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['console.client_archived', 'login.failed']),
    );
    // The administrator's own sign-in is not about the client's people or settings.
    expect(
      events.some(
        (event) => event.actor?.email === 'admin@platform.test' && event.kind === 'login.succeeded',
      ),
    ).toBe(false);
    const paged = (await list('?per_page=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(body.total);
  });

  it('filters by actor, kind and day, and has no client filter', async () => {
    const failed = (await list('?filter[kind]=login.failed')).json();
    expect(failed.data).toHaveLength(1);
    expect(failed.data[0].actor.email).toBe('employer@demo.test');
    expect((await list('?filter[kind]=console.&filter[from]=2026-11-26')).json().total).toBe(0);
    expect((await list('?filter[actor]=admin@platform')).json().total).toBe(2);
    expect(
      (await list('?filter[client]=northwind'))
        .json()
        .data.every((event: { client: { slug: string } }) => event.client.slug === 'demo'),
    ).toBe(true);
  });

  it('streams the same events as CSV, formula cells neutralised', async () => {
    const response = await getWithToken(t.app, `${trail}/download?filter[kind]=console.`, employer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/filename="audit-trail-demo-2026-11-25\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.test"",""Renewal"")",`);
  });

  it("refuses an employee, an employer without the settings permission, and another client's trail", async () => {
    expect((await list('', await tenantToken(t.app, 'employee'))).statusCode).toBe(403);
    const approver = await openSession(t.app, {
      id: USER_IDS.demoApprover,
      clientId: CLIENT_IDS.demo,
      userType: 'employer',
    });
    expect((await list('', approver.accessToken)).statusCode).toBe(403);
    const other = await getWithToken(t.app, `/api/client/${CLIENT_IDS.northwind}/audit`, employer);
    expect(other.statusCode).toBe(404);
    const otherFile = await getWithToken(
      t.app,
      `/api/client/${CLIENT_IDS.northwind}/audit/download`,
      employer,
    );
    expect(otherFile.statusCode).toBe(404);
    expect((await getWithToken(t.app, trail, '')).statusCode).toBe(401);
  });
});
