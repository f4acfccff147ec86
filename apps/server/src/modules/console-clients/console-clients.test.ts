/** The console's Clients area (issue 35): the list and its search, one client, and archiving a client. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
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
});
afterAll(() => t.close());

const get = (url: string) => consoleRequest(t.app, 'GET', url, { token });

describe('the clients list', () => {
  it("lists the platform's clients, never its own record", async () => {
    const response = await get('/api/console/clients');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((client: { slug: string }) => client.slug)).toEqual(['demo', 'northwind']);
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({ name: 'Demo Ltd', archivedAt: null, people: expect.any(Number) });
  });

  it('searches by name or sub-domain, in any case', async () => {
    for (const search of ['NORTH', 'traders', 'northw']) {
      const body = (await get(`/api/console/clients?search=${search}`)).json();
      expect(body.data.map((client: { slug: string }) => client.slug)).toEqual(['northwind']);
    }
    expect((await get('/api/console/clients?search=%25')).json().total).toBe(0);
  });

  it('answers one client by sub-domain, and 404 for an unknown one or the platform', async () => {
    expect((await get('/api/console/clients/northwind')).json()).toMatchObject({ name: 'Northwind Traders' });
    for (const slug of ['nowhere', 'platform']) {
      expect((await get(`/api/console/clients/${slug}`)).statusCode).toBe(404);
    }
  });
});

describe('archiving a client', () => {
  const archive = (payload: object, slug = 'northwind') =>
    consoleRequest(t.app, 'PUT', `/api/console/clients/${slug}/archived`, { token, payload });

  it('needs a reason', async () => {
    const response = await archive({ archived: true, reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect((await get('/api/console/clients/northwind')).json().archivedAt).toBeNull();
  });

  it('refuses sign-in on its host and keeps its data, audited with the reason; restoring undoes it', async () => {
    const archived = await archive({ archived: true, reason: 'Contract ended' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toBe(time.clock().toISOString());
    const signIn = await login(t.app, { email: 'employer@northwind.test' }, HOSTS.northwind);
    expect(signIn.statusCode).toBe(401);
    expect((await get('/api/console/clients?filter[status]=archived')).json().data).toHaveLength(1);
    expect((await get('/api/console/clients/northwind')).json().people).toBeGreaterThan(0);

    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clientId, CLIENT_IDS.northwind), eq(auditEvents.type, 'console.client_archived')),
      )
      .orderBy(desc(auditEvents.createdAt));
    expect(row?.detail).toEqual({
      via: 'console',
      slug: 'northwind',
      before: { archivedAt: null },
      after: { archivedAt: time.clock().toISOString() },
      reason: 'Contract ended',
    });

    // Archiving again changes nothing and writes nothing.
    await archive({ archived: true, reason: 'Again' });
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'console.client_archived'));
    expect(rows).toHaveLength(1);

    expect((await archive({ archived: false, reason: 'Renewed' })).json().archivedAt).toBeNull();
    const again = await login(t.app, { email: 'employer@northwind.test' }, HOSTS.northwind);
    expect(again.statusCode).toBe(200);
  });
});
