/** The console's Audit trail (issue 35): every event, its filters and paging, and the CSV export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, login, testClock } from '../../../test/auth-helpers.ts';
import { consoleRequest, operatorToken } from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  token = await operatorToken(t.app, time);
  // A failed sign-in on Northwind, and a console change with a reason that a spreadsheet would run.
  await login(t.app, { email: 'employer@northwind.test', password: 'wrong-password-1' }, HOSTS.northwind);
  time.advance(60_000);
  const archive = (archived: boolean) =>
    consoleRequest(t.app, 'PUT', '/api/console/clients/northwind/archived', {
      token,
      payload: { archived, reason: '=HYPERLINK("http://evil.test","Renewal")' },
    });
  expect((await archive(true)).statusCode).toBe(200);
  time.advance(60_000);
  expect((await archive(false)).statusCode).toBe(200);
});
afterAll(() => t.close());

const list = (query = '') => consoleRequest(t.app, 'GET', `/api/console/audit${query}`, { token });

describe('the audit trail', () => {
  it('lists every event, newest first, paged', async () => {
    const body = (await list('?per_page=2')).json();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.data[0]).toMatchObject({
      kind: 'console.client_restored',
      client: { slug: 'northwind', name: 'Northwind Traders' },
      actor: { email: 'admin@platform.test' },
      detail: { before: { archivedAt: expect.any(String) }, after: { archivedAt: null } },
    });
    expect(Date.parse(body.data[0].at)).toBeGreaterThanOrEqual(Date.parse(body.data[1].at));
    const second = (await list('?per_page=2&page=2')).json();
    expect(second.data[0].id).not.toBe(body.data[0].id);
  });

  it('filters by client, actor, kind and day', async () => {
    const byKind = (await list('?filter[kind]=console.')).json();
    expect(byKind.data.map((event: { kind: string }) => event.kind).sort()).toEqual([
      'console.client_archived',
      'console.client_restored',
    ]);
    const failed = (await list('?filter[client]=northwind&filter[kind]=login.failed')).json();
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(
      failed.data.every((event: { client: { slug: string } }) => event.client.slug === 'northwind'),
    ).toBe(true);
    expect((await list('?filter[actor]=admin@platform')).json().data[0].actor.email).toBe(
      'admin@platform.test',
    );
    expect((await list('?filter[kind]=console.&filter[from]=2026-11-26')).json().total).toBe(0);
    expect((await list('?filter[kind]=console.&filter[to]=2026-11-25')).json().total).toBe(2);
    expect((await list('?filter[from]=25-11-2026')).statusCode).toBe(400);
  });

  it('exports the same events as CSV, formula cells neutralised', async () => {
    const response = await consoleRequest(t.app, 'GET', '/api/console/audit/download?filter[kind]=console.', {
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="audit-trail-2026-11-25\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),Kind,Client,Actor,Reason,Detail,IP address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.test"",""Renewal"")",`);
  });
});
