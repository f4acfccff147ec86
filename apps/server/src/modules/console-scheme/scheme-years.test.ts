/**
 * The console's scheme years (issue 35): a new client's first year is added and becomes current, so its
 * catalogue can be filled; a later year is made current only with a reason; bad years are refused by their
 * field with nothing saved; each change audited in its own transaction; operators only, one client at a time.
 */
import { randomUUID } from 'node:crypto';
import { SCHEME_YEAR_MESSAGES, type ConsoleScheme } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, schemes } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { catalogueCache } from '../benefits/index.ts';
import { addSchemeYear } from './scheme-years.service.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let admin: string;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
  // A client as the Clients area creates it: no scheme year yet.
  const [acme] = await t.db.insert(clients).values({ slug: 'acme', name: 'Acme Ltd' }).returning();
  acmeId = acme!.id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: HOSTS.platform, ...bearer(admin) },
    ...(payload ? { payload } : {}),
  });
}

const yearsUrl = (slug: string) => `/api/console/clients/${slug}/scheme`;
const schemeOf = async (slug: string): Promise<ConsoleScheme> => (await call('GET', yearsUrl(slug))).json();
const currentUrl = (slug: string, year: number) => `${yearsUrl(slug)}/${year}/current`;
const acme2026 = { year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', payrollCutOffDay: 15 };
const demo2027 = { year: 2027, startsOn: '2027-04-01', endsOn: '2028-03-31', payrollCutOffDay: 10 };

const auditRows = (type: string, clientId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, clientId)));
const consoleAuditCount = async () =>
  (await t.db.select().from(auditEvents).where(like(auditEvents.type, 'console.%'))).length;
const yearCount = async () => (await t.db.select().from(schemes)).length;

describe('who may add a scheme year or make one current', () => {
  it.each([
    ['POST', yearsUrl('demo'), demo2027],
    ['PUT', currentUrl('demo', 2026), { reason: 'The new year' }],
  ] as const)('refuses %s %s to all but an operator on the platform host', async (method, url, payload) => {
    expect((await consoleRequest(t.app, method, url, { payload })).statusCode).toBe(401);
    const skipped = await adminWithoutTwoFactor(t.app);
    expect((await consoleRequest(t.app, method, url, { token: skipped, payload })).statusCode).toBe(403);
    for (const who of ['employee', 'employer'] as const) {
      const token = await tenantToken(t.app, who);
      const response = await consoleRequest(t.app, method, url, { token, host: HOSTS.demo, payload });
      expect(response.statusCode, who).toBe(403);
    }
  });

  it('answers 404 for a client or a year it does not have', async () => {
    expect((await call('POST', yearsUrl('nowhere'), demo2027)).statusCode).toBe(404);
    expect((await call('PUT', currentUrl('nowhere', 2026), { reason: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', currentUrl('demo', 2031), { reason: 'x' })).statusCode).toBe(404);
  });
});

describe("a new client's first scheme year", () => {
  it('is added with its audit row, becomes current, and the portal reads it at once', async () => {
    const cache = t.app.context.use(catalogueCache);
    // The cache holds the client's "no year" first: the addition must make every process forget it.
    expect(await cache.schemeYears(acmeId, null)).toEqual([]);
    expect((await schemeOf('acme')).years).toEqual([]);

    const response = await call('POST', yearsUrl('acme'), acme2026);
    expect(response.statusCode).toBe(201);
    // A first year has the defaults: paid on the last working day, 30-day windows.
    expect((response.json() as ConsoleScheme).years).toEqual([
      {
        ...acme2026,
        payDay: 'last-working-day',
        newJoinerWindowDays: 30,
        lifeEventWindowDays: 30,
        isCurrent: true,
        windows: [],
      },
    ]);
    expect((await cache.schemeYears(acmeId, null)).map((year) => year.year)).toEqual([2026]);
    const [row] = await auditRows('console.scheme_year_added', acmeId);
    expect(row).toMatchObject({
      userId: USER_IDS.platformAdmin,
      createdAt: time.clock(),
      detail: {
        via: 'console',
        client: 'acme',
        schemeYear: 2026,
        before: null,
        after: {
          startsOn: '2026-01-01',
          endsOn: '2026-12-31',
          payrollCutOffDay: 15,
          payDay: 'last-working-day',
          newJoinerWindowDays: 30,
          lifeEventWindowDays: 30,
          isCurrent: true,
        },
      },
    });
  });

  it('sent again (a double click) is no second year and no second audit row', async () => {
    const audits = await consoleAuditCount();
    const response = await call('POST', yearsUrl('acme'), acme2026);
    expect(response.statusCode).toBe(201);
    expect((response.json() as ConsoleScheme).years).toHaveLength(1);
    expect(await consoleAuditCount()).toBe(audits);
  });

  it('is not added when its audit row cannot be written (one transaction)', async () => {
    const years = await yearCount();
    const deps = { db: t.db, clock: time.clock, jobs: t.app.context.jobs, publish: () => undefined };
    // An operator the database does not know: the audit row's insert fails, so must the year's.
    const stranger = { userId: randomUUID(), origin: { ip: '127.0.0.1', userAgent: null }, at: time.clock() };
    await expect(
      addSchemeYear(deps, {
        actor: stranger,
        client: { id: acmeId, slug: 'acme', name: 'Acme Ltd' },
        year: { year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', payrollCutOffDay: 15 },
      }),
    ).rejects.toThrow();
    expect(await yearCount()).toBe(years);
  });
});

describe('a bad scheme year', () => {
  it('is refused by its field, and nothing is saved', async () => {
    const years = await yearCount();
    const audits = await consoleAuditCount();
    const refusals: [object, { field: string; message: string }[]][] = [
      [
        { year: 2026, startsOn: '2026-04-01', endsOn: '2027-03-31', payrollCutOffDay: 12 },
        [{ field: 'year', message: SCHEME_YEAR_MESSAGES.yearTaken(2026) }],
      ],
      [
        { ...demo2027, endsOn: '2027-03-31' },
        [{ field: 'endsOn', message: SCHEME_YEAR_MESSAGES.endsBeforeStarts }],
      ],
      [
        { ...demo2027, startsOn: '2027-03-01' },
        [
          {
            field: 'startsOn',
            message: SCHEME_YEAR_MESSAGES.overlaps(2026, '1 April 2026', '31 March 2027'),
          },
        ],
      ],
      [{ ...demo2027, year: 2028 }, [{ field: 'startsOn', message: SCHEME_YEAR_MESSAGES.notInYear(2028) }]],
    ];
    for (const [year, errors] of refusals) {
      const response = await call('POST', yearsUrl('demo'), year);
      expect(response.statusCode, JSON.stringify(year)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const badInput: [object, string][] = [
      [{ ...demo2027, year: 1999 }, 'body.year'],
      [{ ...demo2027, payrollCutOffDay: 29 }, 'body.payrollCutOffDay'],
      [{ ...demo2027, startsOn: '01/04/2027' }, 'body.startsOn'],
    ];
    for (const [year, field] of badInput) {
      const response = await call('POST', yearsUrl('demo'), year);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    expect(await yearCount()).toBe(years);
    expect(await consoleAuditCount()).toBe(audits);
  });
});

describe('a later scheme year', () => {
  it("is added beside the current one without becoming current, with the year before's pay day and windows", async () => {
    const copied = { payDay: 25, newJoinerWindowDays: 45, lifeEventWindowDays: 60 };
    await t.db
      .update(schemes)
      .set(copied)
      .where(and(eq(schemes.clientId, CLIENT_IDS.demo), eq(schemes.year, 2026)));
    const response = await call('POST', yearsUrl('demo'), demo2027);
    expect(response.statusCode).toBe(201);
    const years = (response.json() as ConsoleScheme).years;
    expect(years.map(({ year, isCurrent }) => ({ year, isCurrent }))).toEqual([
      { year: 2026, isCurrent: true },
      { year: 2027, isCurrent: false },
    ]);
    expect(years[1]).toMatchObject(copied);
    const [row] = await auditRows('console.scheme_year_added', CLIENT_IDS.demo);
    expect(row!.detail).toMatchObject({ schemeYear: 2027, after: { isCurrent: false, ...copied } });
    await t.db
      .update(schemes)
      .set({ payDay: null, newJoinerWindowDays: 30, lifeEventWindowDays: 30 })
      .where(and(eq(schemes.clientId, CLIENT_IDS.demo), eq(schemes.year, 2026)));
  });

  it('is made current only with a reason, audited, and the portal reads it at once', async () => {
    const cache = t.app.context.use(catalogueCache);
    expect((await cache.schemeYears(CLIENT_IDS.demo, null))[0]!.year).toBe(2026);
    // Another client's year is not found through this one.
    expect((await call('PUT', currentUrl('northwind', 2027), { reason: 'x' })).statusCode).toBe(404);
    const refused = await call('PUT', currentUrl('demo', 2027), { reason: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'body.reason', message: 'Please give a reason for this change' },
    ]);
    expect((await auditRows('console.scheme_year_made_current', CLIENT_IDS.demo)).length).toBe(0);

    const response = await call('PUT', currentUrl('demo', 2027), { reason: 'The 2027 scheme year begins' });
    expect(response.statusCode).toBe(200);
    const years = (response.json() as ConsoleScheme).years;
    expect(years.map(({ year, isCurrent }) => ({ year, isCurrent }))).toEqual([
      { year: 2026, isCurrent: false },
      { year: 2027, isCurrent: true },
    ]);
    expect((await cache.schemeYears(CLIENT_IDS.demo, null))[0]!.year).toBe(2027);
    const [row] = await auditRows('console.scheme_year_made_current', CLIENT_IDS.demo);
    expect(row).toMatchObject({
      userId: USER_IDS.platformAdmin,
      detail: {
        client: 'demo',
        schemeYear: 2027,
        before: { currentYear: 2026 },
        after: { currentYear: 2027 },
        reason: 'The 2027 scheme year begins',
      },
    });
    // Northwind's current year is its own.
    const northwind = await schemeOf('northwind');
    expect(northwind.years.find((year) => year.isCurrent)?.year).toBe(2026);
  });

  it('made current again records nothing; an earlier year is refused', async () => {
    const audits = await consoleAuditCount();
    expect((await call('PUT', currentUrl('demo', 2027), { reason: 'Again' })).statusCode).toBe(200);
    expect(await consoleAuditCount()).toBe(audits);
    const back = await call('PUT', currentUrl('demo', 2026), { reason: 'Go back' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(SCHEME_YEAR_MESSAGES.notLater(2027));
    expect(await consoleAuditCount()).toBe(audits);
  });
});
