/**
 * Life events through the API (issue 17), from the demo day, 24 November 2026. Demo Ltd's mid-year window is
 * open, so the window a life event opens is shown on Northwind, whose window is closed: a marriage opens Private
 * Medical Insurance (health) until the event's closed date, and voiding the event closes it again.
 */
import { addDays, ukDateOf } from '@portal/benefits';
import {
  lifeEventSchema,
  lifeEventsResponseSchema,
  lifeEventTypesResponseSchema,
  tenantLifeEventSchema,
  tenantLifeEventsResponseSchema,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  lifeEvents,
  lifeEventTypes,
  outboxMessages,
  schemes,
  selections,
  users,
} from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { multipartForm } from '../../../test/multipart.ts';
import { catalogueCache } from '../benefits/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let alex: string;
let sam: string;
let kim: string;
let morgan: string;
let drew: string;
const PRIVATE_MEDICAL = 22;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
  kim = (await signIn(t.app, 'approver@demo.test')).accessToken;
  await northwindSessions();
});
afterAll(() => t.close());

/** Northwind's employee and employer (two-factor is enforced there, so sessions are opened directly). */
async function northwindSessions() {
  const northwind = (id: string, userType: 'employee' | 'employer') =>
    openSession(t.app, { id, clientId: CLIENT_IDS.northwind, userType });
  morgan = (await northwind(USER_IDS.northwindEmployee, 'employee')).accessToken;
  drew = (await northwind(USER_IDS.northwindEmployer, 'employer')).accessToken;
}
/** Days pass; access tokens last minutes, so the Northwind pair sign in again. */
async function daysPass(days: number) {
  time.advance(days * DAY);
  await northwindSessions();
}

async function typesFor(token: string, host: string = HOSTS.demo) {
  const response = await t.app.inject({
    url: '/api/client/life-events/available',
    headers: { host, ...bearer(token) },
  });
  return lifeEventTypesResponseSchema.parse(response.json()).types;
}
const typeId = async (name: string, token = alex, host: string = HOSTS.demo) =>
  (await typesFor(token, host)).find((type) => type.name === name)!.id;

function report(
  token: string,
  fields: Record<string, string>,
  evidence?: { name: string; type: string; content: Buffer },
  host: string = HOSTS.demo,
) {
  const form = multipartForm(fields, evidence && { field: 'evidence', ...evidence });
  return t.app.inject({
    method: 'POST',
    url: '/api/client/life-events',
    headers: { host, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}
const eventsOf = async (token: string, host: string = HOSTS.demo) =>
  lifeEventsResponseSchema.parse(
    (await t.app.inject({ url: '/api/client/life-events', headers: { host, ...bearer(token) } })).json(),
  ).events;
async function medicalFor(token: string) {
  const response = await t.app.inject({
    url: `/api/benefit/${PRIVATE_MEDICAL}`,
    headers: { host: HOSTS.northwind, ...bearer(token) },
  });
  return (response.json() as { availability: { status: string; until: string | null } }).availability;
}

describe('the types and the employee’s events', () => {
  it("offers Demo Ltd's five types, with the groups each opens", async () => {
    const types = await typesFor(alex);
    expect(types.map((type) => type.name)).toEqual([
      'Marriage or civil partnership',
      'Birth or adoption',
      'Divorce or dissolution',
      'Death of a dependant',
      "Partner's change of employment",
    ]);
    expect(types[0]).toMatchObject({
      opens: [
        { code: 'health', name: 'Health' },
        { code: 'protection', name: 'Protection' },
      ],
      daysBefore: 0,
      daysAfter: 30,
      evidenceRequired: false,
    });
    expect(types[2]?.evidenceRequired).toBe(true);
  });

  it("lists Alex's past event, the birth of Ella, as closed", async () => {
    expect(await eventsOf(alex)).toEqual([
      expect.objectContaining({
        typeName: 'Birth or adoption',
        eventDate: '2019-06-11',
        closesOn: '2019-07-11',
        status: 'closed',
        benefits: [],
      }),
    ]);
  });
});

describe('POST /api/client/life-events', () => {
  it('takes a marriage dated last week and answers the benefits it opens until the closed date', async () => {
    const response = await report(alex, {
      typeId: await typeId('Marriage or civil partnership'),
      eventDate: '2026-11-14',
    });
    expect(response.statusCode).toBe(201);
    const event = lifeEventSchema.parse(response.json());
    expect(event).toMatchObject({ status: 'open', opensOn: '2026-11-14', closesOn: '2026-12-14' });
    expect(event.benefits.map((benefit) => benefit.name)).toEqual([
      'Dental Insurance',
      'Health Cash Plan',
      'Critical Illness Cover',
    ]);
    expect((await eventsOf(alex)).map((listed) => listed.id)).toContain(event.id);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'life_event.reported'), eq(auditEvents.userId, USER_IDS.demoEmployee)));
    expect(audit?.detail).toMatchObject({
      lifeEventId: event.id,
      eventDate: '2026-11-14',
      closesOn: '2026-12-14',
    });
  });

  it('refuses the same event twice', async () => {
    const again = await report(alex, {
      typeId: await typeId('Marriage or civil partnership'),
      eventDate: '2026-11-14',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a date in the future, over 30 days ago or impossible, naming the field; nothing is written', async () => {
    const before = await t.db.select().from(lifeEvents);
    const marriage = await typeId('Marriage or civil partnership');
    const cases: [string, string][] = [
      ['2026-11-25', 'The date of a life event cannot be in the future'],
      ['2026-10-24', 'Life events must be reported within 30 days of the date they happened'],
      ['2026-02-30', 'Please enter the date it happened'],
    ];
    for (const [eventDate, message] of cases) {
      const response = await report(alex, { typeId: marriage, eventDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'eventDate', message }]);
    }
    expect(await t.db.select().from(lifeEvents)).toHaveLength(before.length);
  });

  it("refuses another tenant's type, and evidence that is missing or only claims to be a PDF", async () => {
    const northwindType = await typeId('Marriage or civil partnership', morgan, HOSTS.northwind);
    const foreign = await report(alex, { typeId: northwindType, eventDate: '2026-11-20' });
    expect(foreign.json().errors).toEqual([{ field: 'typeId', message: 'Please choose what happened' }]);
    const divorce = await typeId('Divorce or dissolution');
    const evidenceMessage =
      'This life event needs evidence: please attach a PDF, JPEG or PNG file of up to 10 MB';
    const missing = await report(alex, { typeId: divorce, eventDate: '2026-11-20' });
    expect(missing.json().errors).toEqual([{ field: 'evidence', message: evidenceMessage }]);
    const disguised = await report(
      alex,
      { typeId: divorce, eventDate: '2026-11-20' },
      { name: 'decree.pdf', type: 'application/pdf', content: Buffer.from('MZ not a PDF at all') },
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([{ field: 'evidence', message: evidenceMessage }]);
  });

  it('keeps evidence checked by its content, for the employer only', async () => {
    const response = await report(
      alex,
      { typeId: await typeId('Divorce or dissolution'), eventDate: '2026-11-20' },
      { name: 'decree.pdf', type: 'application/pdf', content: PDF },
    );
    expect(response.statusCode).toBe(201);
    const event = lifeEventSchema.parse(response.json());
    expect(event.evidenceName).toBe('decree.pdf');
    const url = `/api/client/${CLIENT_IDS.demo}/employees/life-events/${event.id}/evidence`;
    const download = await getWithToken(t.app, url, sam);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await getWithToken(t.app, url, alex)).statusCode).toBe(403);
  });
});

describe("the employer's list", () => {
  const list = (token: string, query = '', clientId: string = CLIENT_IDS.demo) =>
    getWithToken(t.app, `/api/client/${clientId}/employees/life-events${query}`, token);

  it("pages the tenant's events, filters by closed year and status, and searches by name", async () => {
    const all = tenantLifeEventsResponseSchema.parse((await list(sam, '?per_page=5')).json());
    expect(all.data).toHaveLength(5);
    expect(all.total).toBeGreaterThan(30);
    for (const year of [2025, 2026]) {
      const byYear = tenantLifeEventsResponseSchema.parse((await list(sam, `?filter[year]=${year}`)).json());
      expect(byYear.total).toBeGreaterThan(5);
      expect(byYear.data.every((event) => event.closesOn.startsWith(String(year)))).toBe(true);
      expect(byYear.filters).toEqual({ year });
    }
    const alexs = tenantLifeEventsResponseSchema.parse((await list(kim, '?search=alex%20morgan')).json());
    expect(alexs.data.map((event) => event.typeName).sort()).toEqual([
      'Birth or adoption',
      'Divorce or dissolution',
      'Marriage or civil partnership',
    ]);
    const open = tenantLifeEventsResponseSchema.parse(
      (await list(sam, '?filter[status]=open&per_page=100')).json(),
    );
    expect(open.data.every((event) => event.status === 'open' && event.closesOn >= '2026-11-24')).toBe(true);
  });

  it('filters by type, with the ids the types list answers', async () => {
    const divorce = await typeId('Divorce or dissolution', sam);
    const byType = tenantLifeEventsResponseSchema.parse(
      (await list(sam, `?filter[type]=${divorce}&per_page=100`)).json(),
    );
    expect(byType.total).toBeGreaterThan(0);
    expect(byType.data.every((event) => event.typeName === 'Divorce or dissolution')).toBe(true);
    expect(byType.filters).toEqual({ type: divorce });
    expect((await list(sam, '?filter[type]=not-an-id')).statusCode).toBe(400);
  });

  it('is for employers of the tenant only', async () => {
    expect((await list(alex)).statusCode).toBe(403);
    expect((await list(sam, '', CLIENT_IDS.northwind)).statusCode).toBe(404);
  });
});

describe('a window opened, used, voided and closed (Northwind)', () => {
  let eventId: string;

  it('opens Private Medical Insurance until the closed date, where nothing was open before', async () => {
    expect((await medicalFor(morgan)).status).toBe('not-now');
    const response = await report(
      morgan,
      {
        typeId: await typeId('Marriage or civil partnership', morgan, HOSTS.northwind),
        eventDate: '2026-11-10',
      },
      undefined,
      HOSTS.northwind,
    );
    expect(response.statusCode).toBe(201);
    eventId = lifeEventSchema.parse(response.json()).id;
    expect(await medicalFor(morgan)).toMatchObject({ status: 'open', until: '2026-12-10' });
  });

  it('lets the employee choose in it; voiding keeps the choice, flagged for review, and closes the window', async () => {
    const detail = (
      await t.app.inject({
        url: `/api/benefit/${PRIVATE_MEDICAL}`,
        headers: { host: HOSTS.northwind, ...bearer(morgan) },
      })
    ).json() as { plans: { id: string }[] };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/benefit/${PRIVATE_MEDICAL}/selection`,
      headers: { host: HOSTS.northwind, ...bearer(morgan) },
      payload: { planId: detail.plans[0]!.id },
    });
    expect(created.statusCode).toBe(201);

    await daysPass(1);
    const voided = await t.app.inject({
      method: 'PATCH',
      url: `/api/client/${CLIENT_IDS.northwind}/employees/life-events/${eventId}`,
      headers: { host: HOSTS.northwind, ...bearer(drew) },
      payload: { status: 'voided', reason: 'No marriage certificate was given' },
    });
    expect(voided.statusCode).toBe(200);
    expect(tenantLifeEventSchema.parse(voided.json())).toMatchObject({
      status: 'voided',
      voidReason: 'No marriage certificate was given',
    });
    expect((await medicalFor(morgan)).status).toBe('not-now');
    const kept = await t.db
      .select({ reviewReason: selections.reviewReason })
      .from(selections)
      .where(
        and(eq(selections.userId, USER_IDS.northwindEmployee), eq(selections.benefitId, PRIVATE_MEDICAL)),
      );
    expect(kept).toEqual([
      {
        reviewReason:
          'Changed in the window of a life event that was voided: No marriage certificate was given',
      },
    ]);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'life_event.voided'));
    expect(audit?.detail).toMatchObject({ lifeEventId: eventId, selectionsFlagged: 1 });
    // The employee is told, by e-mail, what was voided and why.
    const [employee] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, USER_IDS.northwindEmployee));
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.toAddress, employee!.email), eq(outboxMessages.template, 'life_event_voided')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Your life event was voided: Marriage or civil partnership');
    expect(told[0]!.text).toContain(
      'on 10 November 2026. The reason given: No marriage certificate was given',
    );

    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/client/${CLIENT_IDS.northwind}/employees/life-events/${eventId}`,
      headers: { host: HOSTS.northwind, ...bearer(drew) },
      payload: { status: 'voided', reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect((await eventsOf(morgan, HOSTS.northwind))[0]?.status).toBe('voided');
  });

  it('closes on the day after the closed date, by the clock', async () => {
    const response = await report(
      morgan,
      { typeId: await typeId('Birth or adoption', morgan, HOSTS.northwind), eventDate: '2026-11-20' },
      undefined,
      HOSTS.northwind,
    );
    expect(lifeEventSchema.parse(response.json()).closesOn).toBe('2026-12-20');
    await daysPass(25); // 19 December 2026
    expect(await medicalFor(morgan)).toMatchObject({ status: 'open', until: '2026-12-20' });
    await daysPass(2); // 21 December 2026
    expect((await medicalFor(morgan)).status).toBe('not-now');
    expect((await eventsOf(morgan, HOSTS.northwind)).map((event) => event.status)).toEqual([
      'closed',
      'voided',
    ]);
  });
});

describe('evidence as it is served (issue 32)', () => {
  it('keeps and serves evidence under the extension of its type, whatever name it came with', async () => {
    const employee = (await signIn(t.app, 'employee@demo.test')).accessToken;
    const employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
    const response = await report(
      employee,
      { typeId: await typeId('Divorce or dissolution', employee), eventDate: '2026-12-15' },
      { name: 'decree.html', type: 'text/html', content: PDF },
    );
    expect(response.statusCode).toBe(201);
    const event = lifeEventSchema.parse(response.json());
    expect(event.evidenceName).toBe('decree.pdf');
    const url = `/api/client/${CLIENT_IDS.demo}/employees/life-events/${event.id}/evidence`;
    const download = await getWithToken(t.app, url, employer);
    expect(download.headers['content-disposition']).toBe('attachment; filename="decree.pdf"');
  });

  it('refuses evidence whose bytes also hold web page code (HTML or SVG); nothing is written', async () => {
    const employee = (await signIn(t.app, 'employee@demo.test')).accessToken;
    const before = await t.db.select().from(lifeEvents);
    const polyglot = Buffer.concat([
      PDF,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]);
    const response = await report(
      employee,
      { typeId: await typeId('Birth or adoption', employee), eventDate: '2026-12-16' },
      { name: 'certificate.pdf', type: 'application/pdf', content: polyglot },
    );
    expect([response.statusCode, response.json().errors]).toEqual([
      400,
      [{ field: 'evidence', message: expect.stringMatching(/^The file also holds web page code/) }],
    ]);
    expect(await t.db.select().from(lifeEvents)).toEqual(before);
  });
});

describe("the scheme year's life-event window length (issue 35)", () => {
  it("opens a type that sets no days after for the year's length; a type with its own keeps it", async () => {
    const employee = (await signIn(t.app, 'employee@demo.test')).accessToken;
    await t.db
      .update(schemes)
      .set({ lifeEventWindowDays: 60 })
      .where(and(eq(schemes.clientId, CLIENT_IDS.demo), eq(schemes.year, 2026)));
    await t.db
      .update(lifeEventTypes)
      .set({ daysAfter: 14 })
      .where(
        and(eq(lifeEventTypes.clientId, CLIENT_IDS.demo), eq(lifeEventTypes.name, 'Divorce or dissolution')),
      );
    t.app.context.use(catalogueCache).forgetClient(CLIENT_IDS.demo);
    const types = await typesFor(employee);
    expect(types.map((type) => [type.name, type.daysAfter])).toEqual([
      ['Marriage or civil partnership', 60],
      ['Birth or adoption', 60],
      ['Divorce or dissolution', 14],
      ['Death of a dependant', 60],
      ["Partner's change of employment", 60],
    ]);
    const eventDate = addDays(ukDateOf(time.clock()), -2);
    const response = await report(employee, {
      typeId: await typeId('Death of a dependant', employee),
      eventDate,
    });
    expect(response.statusCode).toBe(201);
    expect(lifeEventSchema.parse(response.json()).closesOn).toBe(addDays(eventDate, 60));
  });
});
