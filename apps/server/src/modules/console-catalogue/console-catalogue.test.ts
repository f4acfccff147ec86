/**
 * The console's Benefits catalogue (issue 35) through the real app: who may use it, another client's benefit
 * refused, a benefit added from a template, edited and retired through the import's checks (each problem by
 * its field, nothing half-saved), each change with its audit row, and the employee's catalogue showing the
 * change at once.
 */
import {
  BENEFIT_MAXIMUM_BELOW_MINIMUM,
  BENEFIT_NUMBER_MESSAGES,
  BENEFIT_REMOVED_MESSAGE,
  benefitDetailSchema,
  benefitInputSchema,
} from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, benefits } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, testClock } from '../../../test/auth-helpers.ts';
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
/** Dental Insurance: plans Single, Couple and Family, the last chosen by Alex Morgan. */
const DENTAL = 5;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  consoleRequest(t.app, method, url, { token, ...(payload ? { payload } : {}) });

async function template(key: string) {
  const response = await send('GET', `${BASE}/benefit-templates`);
  const found = (
    response.json() as { templates: { key: string; document: Record<string, unknown> }[] }
  ).templates.find((candidate) => candidate.key === key);
  return found!.document;
}

const audits = (type: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, CLIENT_IDS.demo)));
const plusBenefits = () => t.db.select().from(benefits).where(like(benefits.name, 'Cycle to Work Plus%'));

const routes = () =>
  [
    ['GET', `${BASE}/benefits`, undefined],
    ['GET', `${BASE}/benefit-templates`, undefined],
    ['GET', `${BASE}/benefits/${CYCLE}`, undefined],
    ['POST', `${BASE}/benefits`, { name: 'x' }],
    ['PUT', `${BASE}/benefits/${CYCLE}`, { name: 'x' }],
    ['PUT', `${BASE}/benefits/${CYCLE}/retired`, { reason: 'No longer offered' }],
  ] as const;

describe('the Benefits catalogue area', () => {
  it('refuses everyone but an operator with two-factor on every route, and knows no unknown client', async () => {
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
    }
    for (const [method, url] of routes().filter(([method]) => method === 'GET')) {
      const unknown = url.replace('/clients/demo/', '/clients/nowhere/');
      expect((await consoleRequest(t.app, method, unknown, { token })).statusCode).toBe(404);
    }
    expect(await audits('console.benefit_retired')).toEqual([]);
  });

  it("refuses another client's benefit: read, edited or retired through Northwind", async () => {
    const url = `/api/console/clients/northwind/benefits/${CYCLE}`;
    expect((await send('GET', url)).statusCode).toBe(404);
    const document = (await send('GET', `${BASE}/benefits/${CYCLE}`)).json().document;
    expect((await send('PUT', url, { ...document, summary: 'Taken over' })).statusCode).toBe(404);
    expect((await send('PUT', `${url}/retired`, { reason: 'Taken over' })).statusCode).toBe(404);
    const [cycle] = await t.db.select().from(benefits).where(eq(benefits.id, CYCLE));
    expect(cycle).toMatchObject({ clientId: CLIENT_IDS.demo, retiredAt: null });
    expect(cycle!.summary).not.toBe('Taken over');
  });

  it("lists the client's benefits of its current year", async () => {
    const response = await send('GET', `${BASE}/benefits`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.client).toEqual({ slug: 'demo', name: 'Demo Ltd' });
    expect(body.schemeYear).toBe(2026);
    expect(body.benefits).toHaveLength(12);
    expect(body.groups.map((group: { code: string }) => group.code)).toEqual([
      'health',
      'protection',
      'wellbeing',
      'financial',
      'lifestyle',
      'ccv',
    ]);
    expect(body.groups[0]).toEqual({ code: 'health', name: expect.any(String), displayOrder: 1 });
    expect(body.benefits[0]).toEqual({
      id: CYCLE,
      name: 'Cycle to Work',
      groupCode: 'lifestyle',
      kind: 'salary-sacrifice',
      approvalRequired: true,
      retired: false,
    });
  });

  it("offers the demo catalogue's benefits as templates in the import format, naming the client", async () => {
    const response = await send('GET', `/api/console/clients/northwind/benefit-templates`);
    expect(response.statusCode).toBe(200);
    const { templates } = response.json() as { templates: { key: string; document: unknown }[] };
    expect(templates).toHaveLength(12);
    for (const { document } of templates) expect(benefitInputSchema.safeParse(document).success).toBe(true);
    expect(JSON.stringify(templates[0]!.document)).toContain('offered to you by Northwind');
  });

  it('refuses a bad benefit by its field and saves nothing', async () => {
    const cycle = await template('cycle-to-work');
    const field = (cycle.fields as Record<string, unknown>[])[0]!;
    const plus = { ...cycle, name: 'Cycle to Work Plus' };
    const { monthlyPricePence, spreadOverMonths, partnerMaximum, minimumAge, fieldMinimum } =
      BENEFIT_NUMBER_MESSAGES;
    // Prices and limits out of range, or not numbers at all, each said by its field in our words.
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [
        { ...plus, fields: [{ ...field, maximum: 50 }] },
        'body.fields.0.maximum',
        BENEFIT_MAXIMUM_BELOW_MINIMUM,
      ],
      [
        { ...plus, plans: [{ name: 'Gold', monthlyPricePence: -1 }] },
        'body.plans.0.monthlyPricePence',
        monthlyPricePence,
      ],
      [
        { ...plus, plans: [{ name: 'Gold', monthlyPricePence: 9.5 }] },
        'body.plans.0.monthlyPricePence',
        monthlyPricePence,
      ],
      [
        { ...plus, plans: [{ name: 'Gold', monthlyPricePence: '£9.50' }] },
        'body.plans.0.monthlyPricePence',
        monthlyPricePence,
      ],
      [{ ...plus, fields: [{ ...field, minimum: -5 }] }, 'body.fields.0.minimum', fieldMinimum],
      [{ ...plus, costRules: { spreadOverMonths: 0 } }, 'body.costRules.spreadOverMonths', spreadOverMonths],
      [
        { ...plus, partnerValueLimits: { minimum: 0, maximum: 0 } },
        'body.partnerValueLimits.maximum',
        partnerMaximum,
      ],
      [{ ...plus, rules: { minimumAge: 'eighteen' } }, 'body.rules.minimumAge', minimumAge],
      [{ ...cycle, name: 'Cycle to Work' }, 'body.name', /./],
    ];
    for (const [payload, path, message] of cases) {
      const response = await send('POST', `${BASE}/benefits`, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual([
        { field: path, message: typeof message === 'string' ? message : expect.stringMatching(message) },
      ]);
    }
    expect(await plusBenefits()).toEqual([]);
    expect(await audits('console.benefit_added')).toEqual([]);
  });

  it('adds a benefit copied from a template, with its audit row; employees see it at once', async () => {
    const employee = await tenantToken(t.app, 'employee');
    // Read first, so that the catalogue is cached before the change.
    await getWithToken(t.app, '/api/benefits/user/eligible', employee);
    const response = await send('POST', `${BASE}/benefits`, {
      ...(await template('cycle-to-work')),
      name: 'Cycle to Work Plus',
    });
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({ retired: false, document: { name: 'Cycle to Work Plus' } });
    const [audit] = await audits('console.benefit_added');
    expect(audit!.detail).toMatchObject({
      via: 'console',
      client: 'demo',
      benefit: added.id,
      before: null,
      after: { name: 'Cycle to Work Plus', group: 'lifestyle' },
    });
    const eligible = await getWithToken(t.app, '/api/benefits/user/eligible', employee);
    expect(eligible.body).toContain('Cycle to Work Plus');
  });

  it('refuses a bad edit by its field and changes nothing', async () => {
    const [plus] = await plusBenefits();
    const url = `${BASE}/benefits/${plus!.id}`;
    const { document } = (await send('GET', url)).json();
    const field = document.fields[0];
    const tooLow = await send('PUT', url, {
      ...document,
      fields: [{ ...field, maximum: field.minimum - 1 }],
    });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors).toEqual([{ field: 'body.fields.0.maximum', message: expect.any(String) }]);
    // Another benefit's plan, by its id: not this benefit's to keep.
    const dental = (await send('GET', `${BASE}/benefits/${DENTAL}`)).json().document;
    const plans = await send('PUT', url, { ...document, plans: [dental.plans[0]] });
    expect(plans.statusCode).toBe(400);
    expect(plans.json().errors).toEqual([
      { field: 'body.plans.0.id', message: 'This is not a plan of this benefit' },
    ]);
    const terms = await send('PUT', url, { ...document, terms: { version: 2, contentHtml: '<p>New</p>' } });
    expect(terms.json().errors).toEqual([{ field: 'body.terms', message: expect.any(String) }]);
    expect((await send('GET', url)).json().document).toEqual(document);
    expect(await audits('console.benefit_changed')).toEqual([]);
  });

  it('edits a benefit: its audit row says what changed; the employee sees it at once', async () => {
    const employee = await tenantToken(t.app, 'employee');
    const url = `${BASE}/benefits/${CYCLE}`;
    const { document } = (await send('GET', url)).json();
    await getWithToken(t.app, `/api/benefit/${CYCLE}`, employee);
    const edited = {
      ...document,
      summary: 'A bike for the commute, paid over 12 months.',
      descriptionHtml: '<p>Ride.</p><script>alert(1)</script>',
      fields: [{ ...document.fields[0], maximum: 3000, validationMessage: 'Between £100 and £3,000' }],
    };
    const response = await send('PUT', url, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json().document).toMatchObject({
      summary: edited.summary,
      descriptionHtml: '<p>Ride.</p>',
    });
    const [audit] = await audits('console.benefit_changed');
    expect(audit!.detail).toEqual({
      via: 'console',
      client: 'demo',
      benefit: CYCLE,
      name: 'Cycle to Work',
      before: {
        summary: document.summary,
        descriptionHtml: document.descriptionHtml,
        fields: document.fields,
      },
      after: {
        summary: edited.summary,
        descriptionHtml: '<p>Ride.</p>',
        fields: [{ ...document.fields[0], maximum: 3000, validationMessage: 'Between £100 and £3,000' }],
      },
    });
    const shown = benefitDetailSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${CYCLE}`, employee)).json(),
    );
    expect(shown.summary).toBe(edited.summary);
    expect(shown.editFields[0]).toMatchObject({
      maximum: 3000,
      validationMessage: 'Between £100 and £3,000',
    });
    // The same document again (a double click) changes nothing and records nothing.
    expect((await send('PUT', url, edited)).statusCode).toBe(200);
    expect(await audits('console.benefit_changed')).toHaveLength(1);
  });

  it("keeps a plan an employee's selection names and the kind of a chosen benefit; nothing is saved", async () => {
    const url = `${BASE}/benefits/${DENTAL}`;
    const { document } = (await send('GET', url)).json();
    const changes = (await audits('console.benefit_changed')).length;
    expect(document.plans.map((plan: { name: string }) => plan.name)).toEqual(['Single', 'Couple', 'Family']);
    const withoutFamily = await send('PUT', url, {
      ...document,
      kind: 'employer-paid',
      plans: document.plans.slice(0, 2),
    });
    expect(withoutFamily.statusCode).toBe(400);
    expect(withoutFamily.json().errors).toEqual([
      { field: 'body.kind', message: expect.stringContaining('The kind cannot change') },
      {
        field: 'body.plans',
        message: 'The plan "Family" cannot be removed: employees\' selections name it',
      },
    ]);
    expect((await send('GET', url)).json().document).toEqual(document);
    expect(await audits('console.benefit_changed')).toHaveLength(changes);
  });

  it('adds a plan, and removes it again while no selection names it, each audited', async () => {
    const employee = await tenantToken(t.app, 'employee');
    const url = `${BASE}/benefits/${DENTAL}`;
    const { document } = (await send('GET', url)).json();
    const premium = { name: 'Family plus', monthlyPricePence: 3100, covers: 'family' };
    const added = await send('PUT', url, { ...document, plans: [...document.plans, premium] });
    expect(added.statusCode).toBe(200);
    const plans = added.json().document.plans;
    expect(plans).toEqual([...document.plans, { ...premium, id: expect.any(String) }]);
    // Kept plans keep their ids, so the employees' selections still name them.
    expect(plans.slice(0, 3)).toEqual(document.plans);
    const shown = benefitDetailSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${DENTAL}`, employee)).json(),
    );
    expect(shown.plans.map((plan) => plan.name)).toEqual(['Single', 'Couple', 'Family', 'Family plus']);
    const dentalChanges = async () =>
      (await audits('console.benefit_changed')).filter((audit) => audit.detail?.benefit === DENTAL);
    const [audit] = await dentalChanges();
    expect(audit!.detail).toMatchObject({
      benefit: DENTAL,
      before: { plans: document.plans },
      after: { plans },
    });

    const removed = await send('PUT', url, document);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().document.plans).toEqual(document.plans);
    expect(await dentalChanges()).toHaveLength(2);
  });

  it('changes the kind of a benefit nobody has chosen', async () => {
    const [plus] = await plusBenefits();
    const url = `${BASE}/benefits/${plus!.id}`;
    const { document } = (await send('GET', url)).json();
    const response = await send('PUT', url, { ...document, kind: 'flexible' });
    expect(response.statusCode).toBe(200);
    expect(response.json().document.kind).toBe('flexible');
  });

  it('retires a benefit only with a reason, audited; the employee meets the removed message', async () => {
    const [plus] = await plusBenefits();
    const url = `${BASE}/benefits/${plus!.id}/retired`;
    const missing = await send('PUT', url, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'body.reason', message: 'Please give a reason for this change' },
    ]);
    const response = await send('PUT', url, { reason: 'Replaced by the new scheme' });
    expect(response.statusCode).toBe(200);
    expect(response.json().benefits).toContainEqual(expect.objectContaining({ id: plus!.id, retired: true }));
    const [audit] = await audits('console.benefit_retired');
    expect(audit!.detail).toEqual({
      via: 'console',
      client: 'demo',
      benefit: plus!.id,
      name: 'Cycle to Work Plus',
      before: { retired: false },
      after: { retired: true },
      reason: 'Replaced by the new scheme',
    });
    const employee = await tenantToken(t.app, 'employee');
    const removed = await getWithToken(t.app, `/api/benefit/${plus!.id}`, employee);
    expect(removed.json()).toEqual({ message: BENEFIT_REMOVED_MESSAGE });
    expect((await send('PUT', url, { reason: 'Again' })).statusCode).toBe(409);
    expect(await audits('console.benefit_retired')).toHaveLength(1);
  });
});
