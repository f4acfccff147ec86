/** The console's Clients area (issue 35): the list and its search, one client, and archiving a client. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboxMessages } from '../../db/schema/index.ts';
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

describe('creating a client', () => {
  const create = (payload: object) =>
    consoleRequest(t.app, 'POST', '/api/console/clients', { token, payload });
  const employer = { firstName: 'Ada', surname: 'Stone', email: 'ada@acme.test', dateOfBirth: '1979-09-03' };

  it.each([
    ['taken', 'northwind', 409, 'That sub-domain is already used by another client. Please choose another.'],
    ['reserved', 'platform', 400, 'That sub-domain is reserved for the platform. Please choose another.'],
    ['reserved', 'www', 400, 'That sub-domain is reserved for the platform. Please choose another.'],
    ['invalid', '-acme', 400, expect.stringContaining('lower-case letters')],
    ['invalid', 'acme_ltd', 400, expect.stringContaining('lower-case letters')],
  ])('refuses a %s sub-domain (%s) by its field, and saves nothing', async (_, slug, status, message) => {
    const response = await create({ name: 'Acme', slug, employer });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    // The schema's refusals list each field (`body.slug`) with its message; the server's own name the field.
    const errors =
      status === 409
        ? body.errors
        : Object.fromEntries(
            (body.errors as { field: string; message: string }[]).map((issue) => [
              issue.field.replace(/^body\./, ''),
              issue.message,
            ]),
          );
    expect(errors).toMatchObject({ slug: message });
    expect((await get('/api/console/clients')).json().total).toBe(2);
  });

  it('creates the client with the default theme and invites its first employer by e-mail, audited', async () => {
    const response = await create({ name: 'Acme Ltd', slug: 'Acme', employer });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ slug: 'acme', name: 'Acme Ltd', people: 1, archivedAt: null });

    const theme = await t.app.inject({
      method: 'GET',
      url: '/api/theme',
      headers: { host: 'acme.localhost:3000' },
    });
    expect(theme.json().benefitBrandName).toBe('Acme Ltd');
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'ada@acme.test'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.template).toBe('activation');

    const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'console.client_created'));
    expect(row?.detail).toMatchObject({
      via: 'console',
      slug: 'acme',
      before: null,
      after: { name: 'Acme Ltd', slug: 'acme', employerEmail: 'ada@acme.test' },
    });
    expect((await create({ name: 'Acme again', slug: 'acme', employer })).statusCode).toBe(409);
  });
});

describe("a client's settings", () => {
  const url = '/api/console/clients/demo/settings';
  const put = (payload: object) => consoleRequest(t.app, 'PUT', url, { token, payload });

  it('reads and changes them, audited with only what changed', async () => {
    const before = (await get(url)).json();
    expect(before).toMatchObject({ contactUsEnabled: true, ssoOnly: false, twoFactorEnforced: false });
    const next = { ...before, insightsEnabled: !before.insightsEnabled, supportPhone: '0161 496 0999' };
    const response = await put(next);
    expect(response.statusCode).toBe(200);
    expect((await get(url)).json()).toEqual(next);
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'console.client_settings_changed'));
    expect(row?.detail).toEqual({
      via: 'console',
      slug: 'demo',
      before: { insightsEnabled: before.insightsEnabled, supportPhone: before.supportPhone },
      after: { insightsEnabled: next.insightsEnabled, supportPhone: '0161 496 0999' },
    });
  });

  it('turns single-sign-on only on only for a client with a provider', async () => {
    const current = (await get(url)).json();
    const response = await put({ ...current, ssoOnly: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ssoOnly: expect.stringContaining('no single sign-on provider'),
    });
    expect((await get(url)).json().ssoOnly).toBe(false);
  });

  it('refuses a bad support e-mail by its field', async () => {
    const current = (await get(url)).json();
    const response = await put({ ...current, supportEmail: 'not an address' });
    expect(response.statusCode).toBe(400);
  });
});
