/**
 * A benefit's terms versions and its preview "as an employee sees it" (issue 35) through the real app: who may
 * use them, another client's benefit or person refused, a new version published with its audit row in the same
 * transaction (a double click publishes once), the employee's next choice showing and recording the new version
 * (a wizard opened before it is refused until the new version is read), and the preview answering exactly what
 * the employee's own routes answer them.
 */
import {
  ACTIVE_HTML_MESSAGE,
  costsResponseSchema,
  TERMS_CHANGED_MESSAGE,
  TERMS_MOVED_ON_MESSAGE,
  TERMS_TEXT_REQUIRED_MESSAGE,
  TERMS_UNCHANGED_MESSAGE,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, benefitTerms, selections } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, testClock } from '../../../test/auth-helpers.ts';
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
afterAll(async () => {
  await t.close();
});

const BASE = '/api/console/clients/demo';
const CYCLE = 1;
const GIVE_AS_YOU_EARN = 12;
const TERMS = `${BASE}/benefits/${GIVE_AS_YOU_EARN}/terms`;
const preview = (benefitId: number, employeeId: string) =>
  `${BASE}/benefits/${benefitId}/preview/${employeeId}`;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  consoleRequest(t.app, method, url, { token, ...(payload ? { payload } : {}) });

const published = () =>
  t.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.type, 'console.benefit_terms_published'), eq(auditEvents.clientId, CLIENT_IDS.demo)),
    );
const versions = async () =>
  (
    await t.db
      .select({ version: benefitTerms.version })
      .from(benefitTerms)
      .where(eq(benefitTerms.benefitId, GIVE_AS_YOU_EARN))
  )
    .map((row) => row.version)
    .sort();

const routes = () =>
  [
    ['GET', TERMS, undefined],
    ['POST', TERMS, { basedOn: 1, contentHtml: '<p>New</p>', reason: 'Access test' }],
    ['GET', preview(CYCLE, USER_IDS.demoEmployee), undefined],
    ['POST', `${preview(CYCLE, USER_IDS.demoEmployee)}/costs`, { values: { hireValue: 1200 } }],
  ] as const;

describe("a benefit's terms and its preview: access", () => {
  it('refuses everyone but an operator with two-factor, and knows no unknown client', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    for (const [method, url, payload] of routes()) {
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method, url, { ...options, ...(payload ? { payload } : {}) }).then(
          (response) => response.statusCode,
        );
      expect(await status({ token: withoutTwoFactor }), url).toBe(403);
      expect(await status({ token: employer, host: HOSTS.demo }), url).toBe(403);
      expect(await status({}), url).toBe(401);
      const unknown = url.replace('/clients/demo/', '/clients/nowhere/');
      expect((await consoleRequest(t.app, method, unknown, { token, payload })).statusCode, unknown).toBe(
        404,
      );
    }
    expect(await published()).toEqual([]);
    expect(await versions()).toEqual([1]);
  });

  it("refuses another client's benefit and another client's person with 404", async () => {
    const northwind = `/api/console/clients/northwind/benefits/${GIVE_AS_YOU_EARN}`;
    expect((await send('GET', `${northwind}/terms`)).statusCode).toBe(404);
    const publication = { basedOn: 1, contentHtml: '<p>Taken over</p>', reason: 'Taken over' };
    expect((await send('POST', `${northwind}/terms`, publication)).statusCode).toBe(404);
    expect((await send('GET', `${northwind}/preview/${USER_IDS.northwindEmployee}`)).statusCode).toBe(404);
    // Demo's benefit, previewed as Northwind's employee, or as nobody at all.
    expect((await send('GET', preview(CYCLE, USER_IDS.northwindEmployee))).statusCode).toBe(404);
    const costs = await send('POST', `${preview(CYCLE, USER_IDS.northwindEmployee)}/costs`, {
      values: { hireValue: 1200 },
    });
    expect(costs.statusCode).toBe(404);
    expect((await send('GET', preview(CYCLE, USER_IDS.platformAdmin))).statusCode).toBe(404);
    expect((await send('GET', preview(CYCLE, 'not-a-person'))).statusCode).toBe(400);
    expect(await versions()).toEqual([1]);
    expect(await published()).toEqual([]);
  });
});

describe("publishing a new version of a benefit's terms", () => {
  it('shows the current version and no earlier ones at first', async () => {
    const response = await send('GET', TERMS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      benefitId: GIVE_AS_YOU_EARN,
      name: 'Give As You Earn',
      current: { version: 1, publishedAt: expect.any(String), contentHtml: expect.stringContaining('<p>') },
      earlier: [],
    });
  });

  it('refuses a bad publication by its field and publishes nothing', async () => {
    const { current } = (await send('GET', TERMS)).json();
    const cases: [object, string, string][] = [
      [{ basedOn: 1, contentHtml: '<p>New</p>', reason: ' ' }, 'body.reason', 'Please give a reason'],
      [
        { basedOn: 1, contentHtml: '<p> </p>', reason: 'Why' },
        'body.contentHtml',
        TERMS_TEXT_REQUIRED_MESSAGE,
      ],
      [
        { basedOn: 1, contentHtml: '<p>New</p><script>alert(1)</script>', reason: 'Why' },
        'body.contentHtml',
        ACTIVE_HTML_MESSAGE,
      ],
      [
        { basedOn: 1, contentHtml: current.contentHtml, reason: 'Why' },
        'body.contentHtml',
        TERMS_UNCHANGED_MESSAGE,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send('POST', TERMS, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toEqual([{ field, message: expect.stringContaining(message) }]);
    }
    // A publication based on a version that is not the current one (another operator's came first).
    const stale = await send('POST', TERMS, { basedOn: 0, contentHtml: '<p>Other</p>', reason: 'Why' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TERMS_MOVED_ON_MESSAGE);
    expect(await versions()).toEqual([1]);
    expect(await published()).toEqual([]);
  });

  it('publishes version 2 once for a double click, sanitised, with its audit row; the employee sees it at once and their next choice records it', async () => {
    const employee = await tenantToken(t.app, 'employee');
    // Read first, so that the catalogue is cached before the change.
    const before = await getWithToken(t.app, `/api/benefit/${GIVE_AS_YOU_EARN}`, employee);
    expect(before.json().terms).toMatchObject({ version: 1 });
    const { current } = (await send('GET', TERMS)).json();

    const publication = {
      basedOn: 1,
      contentHtml: '<p class="lead">Gifts go to the charity <u>you</u> choose.</p><img src="x.png">',
      reason: 'The charity list changed',
    };
    const answers = await Promise.all([send('POST', TERMS, publication), send('POST', TERMS, publication)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const newTerms = '<p>Gifts go to the charity you choose.</p>';
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({
        current: { version: 2, contentHtml: newTerms, publishedAt: time.clock().toISOString() },
        earlier: [{ version: 1, contentHtml: current.contentHtml }],
      });
    }
    expect(await versions()).toEqual([1, 2]);
    const audits = await published();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.userId).toBe(USER_IDS.platformAdmin);
    expect(audits[0]!.detail).toEqual({
      via: 'console',
      client: 'demo',
      benefit: GIVE_AS_YOU_EARN,
      name: 'Give As You Earn',
      before: { version: 1, contentHtml: current.contentHtml },
      after: { version: 2, contentHtml: newTerms },
      reason: 'The charity list changed',
    });

    // The employee's page and wizard show the new version at once...
    const shown = await getWithToken(t.app, `/api/benefit/${GIVE_AS_YOU_EARN}`, employee);
    expect(shown.json().terms).toMatchObject({ version: 2, content: newTerms });
    // ...and the choice they make next records it as the version accepted.
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/benefit/${GIVE_AS_YOU_EARN}/selection`,
      headers: { host: HOSTS.demo, ...bearer(employee) },
      payload: { values: { monthlyGift: 10 }, accepted_terms: true, submit: true },
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().selection).toMatchObject({ status: 'approved', acceptedTermsVersion: 2 });
    const [row] = await t.db
      .select({ acceptedTermsVersion: selections.acceptedTermsVersion })
      .from(selections)
      .where(and(eq(selections.userId, USER_IDS.demoEmployee), eq(selections.benefitId, GIVE_AS_YOU_EARN)));
    expect(row).toEqual({ acceptedTermsVersion: 2 });
  });

  it('refuses a submit that accepts the version a wizard showed before a newer one was published', async () => {
    const employee = await tenantToken(t.app, 'employee');
    const ELECTRIC_CAR = 4;
    const url = `${BASE}/benefits/${ELECTRIC_CAR}/terms`;
    const publication = { basedOn: 1, contentHtml: '<p>New lease terms.</p>', reason: 'New lessor' };
    expect((await send('POST', url, publication)).statusCode).toBe(200);
    const choose = (version: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/benefit/${ELECTRIC_CAR}/selection`,
        headers: { host: HOSTS.demo, ...bearer(employee) },
        payload: {
          values: { monthlyRental: 300 },
          accepted_terms: true,
          accepted_terms_version: version,
          submit: true,
        },
      });
    const stale = await choose(1);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([{ field: 'accepted_terms', message: TERMS_CHANGED_MESSAGE }]);
    const read = await choose(2);
    expect(read.statusCode).toBe(201);
    expect(read.json().selection).toMatchObject({ acceptedTermsVersion: 2 });
  });

  it('keeps the new version when a form opened before it saves the benefit', async () => {
    const url = `${BASE}/benefits/${GIVE_AS_YOU_EARN}`;
    const { document } = (await send('GET', url)).json();
    expect(document.terms.version).toBe(2);
    const stale = {
      ...document,
      summary: 'Give to charity from your pay.',
      terms: { version: 1, contentHtml: '<p>Old</p>' },
    };
    const saved = await send('PUT', url, stale);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().document).toMatchObject({ summary: stale.summary, terms: document.terms });
    // A version the benefit has not published yet is still refused by the field.
    const ahead = await send('PUT', url, { ...document, terms: { version: 3, contentHtml: '<p>Next</p>' } });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual([{ field: 'body.terms', message: expect.any(String) }]);
    expect(await versions()).toEqual([1, 2]);
  });
});

describe('the preview as an employee sees it', () => {
  it("answers the benefit exactly as the employee's own page does, naming the person", async () => {
    const employee = await tenantToken(t.app, 'employee');
    const response = await send('GET', preview(CYCLE, USER_IDS.demoEmployee));
    expect(response.statusCode).toBe(200);
    const { employee: person, ...shown } = response.json();
    expect(person).toEqual({
      id: USER_IDS.demoEmployee,
      name: 'Alex Morgan',
      email: 'employee@demo.test',
      userType: 'employee',
    });
    const own = await getWithToken(t.app, `/api/benefit/${CYCLE}/with-selection`, employee);
    expect(shown).toEqual(own.json());
    expect(shown.benefit.availability.status).toBe('open');
    expect(shown.selection).toMatchObject({ status: 'pending' });
  });

  it('says why an employee on probation may not choose it yet', async () => {
    const response = await send('GET', preview(CYCLE, USER_IDS.demoProbation));
    expect(response.statusCode).toBe(200);
    const { benefit, employee } = response.json();
    expect(employee.name).toBe('Robin Ash');
    expect(benefit.availability.status).not.toBe('open');
    expect(benefit.availability.reasons).toContainEqual(expect.objectContaining({ code: 'probation' }));
  });

  it("prices a value exactly as the employee's costs route does, and refuses a bad one by its field", async () => {
    const employee = await tenantToken(t.app, 'employee');
    const own = (values: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/selections/costs',
        headers: { host: HOSTS.demo, ...bearer(employee) },
        payload: { benefitId: CYCLE, values },
      });
    const url = `${preview(CYCLE, USER_IDS.demoEmployee)}/costs`;
    for (const hireValue of [1500, 2400]) {
      const response = await send('POST', url, { values: { hireValue } });
      expect(response.statusCode).toBe(200);
      const costs = costsResponseSchema.parse(response.json());
      expect(costs).toEqual((await own({ hireValue })).json());
      expect(costs.monthly.gross).toBe(hireValue / 12);
      expect(costs.monthly.net).toBeLessThan(costs.monthly.gross);
    }
    const tooLow = await send('POST', url, { values: { hireValue: 50 } });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors).toEqual([{ field: 'values.hireValue', message: expect.any(String) }]);
    expect(tooLow.json()).toEqual((await own({ hireValue: 50 })).json());
    const notANumber = await send('POST', url, { values: { hireValue: 'lots' } });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors).toEqual([
      { field: 'body.values.hireValue', message: expect.any(String) },
    ]);
  });
});
