/**
 * The benefits catalogue through the API (issue 15), at the documented demo day, 24 November 2026: the list,
 * filters, detail, FAQs, related benefits, the removed and ineligible answers, tenant isolation and the
 * masquerade year.
 */
import {
  BENEFIT_REMOVED_MESSAGE,
  benefitDetailSchema,
  benefitFiltersResponseSchema,
  benefitInputSchema,
  benefitWithSelectionResponseSchema,
  eligibleBenefitsResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employeeRecords, enrolmentWindows, schemes } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { startMasquerade } from '../../../test/masquerade-helpers.ts';
import { STEP_MS } from '../../../test/two-factor-helpers.ts';
import { catalogueCache } from './benefits.module.ts';
import { addBenefit, retireBenefit } from './catalogue-writer.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
beforeEach(() => time.advance(2 * STEP_MS));

const DENTAL = 5;
const LIFE_ASSURANCE = 8;
const CHILDCARE_VOUCHERS = 11;
const NORTHWIND_PENSION = 21;

async function tokenOf(email: string, host: string = HOSTS.demo) {
  return (await signIn(t.app, email, host)).accessToken;
}
const northwindEmployee = () =>
  openSession(t.app, {
    id: USER_IDS.northwindEmployee,
    clientId: CLIENT_IDS.northwind,
    userType: 'employee',
  });

describe('GET /api/benefits/user/eligible', () => {
  it("lists Alex's benefits by group, each with its glance, badge and call to action, in the open window", async () => {
    const response = await getWithToken(
      t.app,
      '/api/benefits/user/eligible',
      await tokenOf('employee@demo.test'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = eligibleBenefitsResponseSchema.parse(response.json());
    expect(body.schemeYear).toEqual({
      year: 2026,
      startsOn: '2026-04-01',
      endsOn: '2027-03-31',
      openWindow: { opensOn: '2026-11-01', closesOn: '2026-12-31', groups: [] },
      nextWindow: null,
    });
    // Eleven of twelve: childcare vouchers are closed to new members.
    expect(body.benefits.map((benefit) => benefit.name)).toEqual([
      'Dental Insurance',
      'Health Cash Plan',
      'Critical Illness Cover',
      'Life Assurance',
      'Employee Assistance Programme',
      'Gym Discounts',
      'Pension Salary Exchange',
      'Give As You Earn',
      'Cycle to Work',
      'Buy Holiday',
      'Electric Car Scheme',
    ]);
    const byName = new Map(body.benefits.map((benefit) => [benefit.name, benefit]));
    expect(byName.get('Dental Insurance')).toMatchObject({
      id: DENTAL,
      groupCode: 'health',
      kind: 'flexible',
      atAGlance: 'From £9.50 a month',
      availability: { status: 'open', until: '2026-12-31', reasons: [] },
      selection: { status: 'approved', statusLabel: 'Selected' },
      cta: { type: 'manage', label: 'Manage' },
    });
    expect(byName.get('Cycle to Work')).toMatchObject({
      atAGlance: '£100 to £5,000',
      approvalRequired: true,
      selection: { status: 'pending', statusLabel: 'Awaiting approval' },
    });
    expect(byName.get('Critical Illness Cover')?.cta).toEqual({ type: 'reapply', label: 'Reapply' });
    expect(byName.get('Pension Salary Exchange')?.atAGlance).toBe('1% to 40% of your salary');
    expect(byName.get('Health Cash Plan')?.cta).toEqual({ type: 'get-started', label: 'Get started' });
    expect(byName.get('Life Assurance')).toMatchObject({
      atAGlance: 'Cover of 4x your salary, paid by Demo Ltd',
      cta: { type: 'view', label: 'Find out more' },
    });
    expect(body.hasEmployeeRecord).toBe(true);
    expect(body.later).toEqual([]);
  });

  it("says there is no HR record for a user HR has not uploaded yet (a new client's first employer)", async () => {
    await t.db.delete(employeeRecords).where(eq(employeeRecords.userId, USER_IDS.demoApprover));
    const response = await getWithToken(
      t.app,
      '/api/benefits/user/eligible',
      await tokenOf('approver@demo.test'),
    );
    expect(response.statusCode).toBe(200);
    const body = eligibleBenefitsResponseSchema.parse(response.json());
    expect(body).toMatchObject({ hasEmployeeRecord: false, benefits: [], later: [] });
  });

  it('shows Robin, on probation, what he has now and what opens when his probation ends', async () => {
    const response = await getWithToken(
      t.app,
      '/api/benefits/user/eligible',
      await tokenOf('probation@demo.test'),
    );
    const body = eligibleBenefitsResponseSchema.parse(response.json());
    expect(body.benefits.map((benefit) => benefit.name)).toEqual([
      'Life Assurance',
      'Employee Assistance Programme',
      'Gym Discounts',
    ]);
    expect(body.later).toHaveLength(8);
    expect(body.later[0]).toMatchObject({
      name: 'Dental Insurance',
      availableFrom: '2027-02-01',
      reason: 'Available from 1 February 2027, when your probation ends',
    });
  });

  it("gives Northwind's people Northwind's own catalogue, outside any window", async () => {
    const { accessToken } = await northwindEmployee();
    const response = await getWithToken(t.app, '/api/benefits/user/eligible', accessToken, HOSTS.northwind);
    const body = eligibleBenefitsResponseSchema.parse(response.json());
    expect(body.benefits.map((benefit) => benefit.id).sort()).toEqual([21, 22, 23, 24, 25]);
    expect(body.schemeYear.openWindow).toBeNull();
    const pension = body.benefits.find((benefit) => benefit.id === NORTHWIND_PENSION);
    expect(pension?.availability).toEqual({
      status: 'not-now',
      until: null,
      reasons: [
        {
          code: 'not-in-window',
          text: 'This can be chosen in the next enrolment window, whose dates are not set yet',
        },
      ],
    });
    expect(pension?.cta.type).toBe('unavailable');
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/benefits/user/eligible',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/benefits/filters', () => {
  it("counts Alex's benefits by group and kind, and his selections", async () => {
    const response = await getWithToken(t.app, '/api/benefits/filters', await tokenOf('employee@demo.test'));
    const body = benefitFiltersResponseSchema.parse(response.json());
    expect(body.groups).toEqual([
      { code: 'health', name: 'Health', count: 2 },
      { code: 'protection', name: 'Protection', count: 2 },
      { code: 'wellbeing', name: 'Wellbeing', count: 2 },
      { code: 'financial', name: 'Financial', count: 2 },
      { code: 'lifestyle', name: 'Lifestyle', count: 3 },
    ]);
    expect(body.kinds).toContainEqual({ kind: 'salary-sacrifice', label: 'Salary sacrifice', count: 5 });
    expect(body.mySelections).toBe(4);
  });
});

describe('GET /api/benefit/{id}', () => {
  it('answers the detail: sanitised description, plans, terms and availability', async () => {
    const response = await getWithToken(t.app, `/api/benefit/${DENTAL}`, await tokenOf('employee@demo.test'));
    expect(response.statusCode).toBe(200);
    const body = benefitDetailSchema.parse(response.json());
    expect(body.name).toBe('Dental Insurance');
    expect(body.descriptionHtml).toContain('<li>Check-ups and hygienist visits paid in full</li>');
    expect(body.plans.map((plan) => [plan.name, plan.monthlyPrice, plan.coversLabel])).toEqual([
      ['Single', 9.5, 'Covers you'],
      ['Couple', 18.2, 'Covers you and your partner'],
      ['Family', 26.4, 'Covers you, your partner and your children'],
    ]);
    expect(body.terms).toMatchObject({ version: 1 });
    expect(body.terms?.content).toContain('Dental Insurance is provided by Bright Smile Dental');
  });

  it('answers an ineligible benefit with its reasons instead of set-up', async () => {
    const robin = await tokenOf('probation@demo.test');
    const body = benefitDetailSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${DENTAL}`, robin)).json(),
    );
    expect(body.availability).toEqual({
      status: 'ineligible',
      until: null,
      reasons: [{ code: 'probation', text: 'Available from 1 February 2027, when your probation ends' }],
    });
    expect(body.cta).toEqual({ type: 'unavailable', label: 'Not available' });
    const alex = await tokenOf('employee@demo.test');
    const vouchers = benefitDetailSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${CHILDCARE_VOUCHERS}`, alex)).json(),
    );
    expect(vouchers.availability.reasons).toEqual([
      { code: 'group-closed', text: 'Closed to new members; those who already have it continue' },
    ]);
  });

  it("answers 404 with the removed message for an unknown id and another tenant's, 400 for a malformed one", async () => {
    const alex = await tokenOf('employee@demo.test');
    for (const id of ['999999', String(NORTHWIND_PENSION)]) {
      const response = await getWithToken(t.app, `/api/benefit/${id}`, alex);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: BENEFIT_REMOVED_MESSAGE });
    }
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await getWithToken(t.app, `/api/benefit/${id}`, alex);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers the removed message once a benefit is retired', async () => {
    const [scheme] = await t.db.select().from(schemes).limit(1);
    expect(scheme).toBeDefined();
    const input = benefitInputSchema.parse({
      group: 'wellbeing',
      name: 'Mindfulness App',
      provider: 'Calm Co',
      summary: 'A year of a mindfulness app.',
      descriptionHtml:
        '<p>Breathe.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
      kind: 'discount',
      terms: { contentHtml: '<p>Terms</p><img src=x onerror="alert(1)">' },
    });
    const id = await addBenefit(t.db, { clientId: CLIENT_IDS.demo, schemeId: scheme!.id }, input, {
      displayOrder: 99,
      publishedAt: time.clock(),
    });
    t.app.context.use(catalogueCache).forgetClient(CLIENT_IDS.demo);
    const alex = await tokenOf('employee@demo.test');
    const shown = benefitDetailSchema.parse((await getWithToken(t.app, `/api/benefit/${id}`, alex)).json());
    // Stored clean: no script, no handler, no javascript: link.
    expect(shown.descriptionHtml).toBe('<p>Breathe.</p><a rel="noopener noreferrer">x</a>');
    expect(shown.terms?.content).toBe('<p>Terms</p>');

    expect(await retireBenefit(t.db, CLIENT_IDS.demo, id, time.clock())).toBe(true);
    t.app.context.use(catalogueCache).forgetClient(CLIENT_IDS.demo);
    const response = await getWithToken(t.app, `/api/benefit/${id}`, alex);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: BENEFIT_REMOVED_MESSAGE });
  });
});

describe('GET /api/benefit/{id}/with-selection, related_FAQ and related_benefits', () => {
  it("answers Alex's live selection with its plan and amounts", async () => {
    const alex = await tokenOf('employee@demo.test');
    const dental = benefitWithSelectionResponseSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${DENTAL}/with-selection`, alex)).json(),
    );
    expect(dental.selection).toMatchObject({
      status: 'approved',
      temporarySelection: false,
      planDetails: { name: 'Family', monthlyPrice: 26.4 },
      startDate: '2026-04-01',
    });
    const pension = benefitWithSelectionResponseSchema.parse(
      (await getWithToken(t.app, '/api/benefit/2/with-selection', alex)).json(),
    );
    expect(pension.selection?.values).toEqual([
      { name: 'contribution', label: 'Your contribution', value: 5, text: '5% of your salary' },
    ]);
    const health = benefitWithSelectionResponseSchema.parse(
      (await getWithToken(t.app, '/api/benefit/6/with-selection', alex)).json(),
    );
    expect(health.selection).toBeNull();
  });

  it('answers two FAQs and the related benefits the employee may have', async () => {
    const alex = await tokenOf('employee@demo.test');
    const faqs = (await getWithToken(t.app, `/api/benefit/${DENTAL}/related_FAQ`, alex)).json();
    expect(faqs.faqs.map((faq: { question: string }) => faq.question)).toEqual([
      'Can I use my own dentist?',
      'How do I claim?',
    ]);
    const related = (await getWithToken(t.app, `/api/benefit/${DENTAL}/related_benefits`, alex)).json();
    expect(related.benefits.map((benefit: { name: string }) => benefit.name)).toEqual([
      'Health Cash Plan',
      'Critical Illness Cover',
    ]);
    // Robin may not have them yet: none is offered to him.
    const robin = await tokenOf('probation@demo.test');
    const his = (await getWithToken(t.app, `/api/benefit/${LIFE_ASSURANCE}/related_benefits`, robin)).json();
    expect(his.benefits).toEqual([]);
  });

  it("answers 404 for another tenant's benefit on every route", async () => {
    const alex = await tokenOf('employee@demo.test');
    for (const suffix of ['with-selection', 'related_FAQ', 'related_benefits']) {
      const response = await getWithToken(t.app, `/api/benefit/${NORTHWIND_PENSION}/${suffix}`, alex);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/ccv/balance', () => {
  it('answers an empty voucher account until payroll runs fill it', async () => {
    const response = await getWithToken(t.app, '/api/ccv/balance', await tokenOf('employee@demo.test'));
    expect(response.json()).toEqual({ balance: 0, lastPaymentDate: null });
  });
});

describe('a masquerading administrator', () => {
  it("sees the masqueraded person's benefits of the year the masquerade names", async () => {
    const [current] = await t.db.select().from(schemes).limit(1);
    const [earlier] = await t.db
      .insert(schemes)
      .values({ clientId: CLIENT_IDS.demo, year: 2025, startsOn: '2025-04-01', endsOn: '2026-03-31' })
      .returning();
    await t.db.insert(enrolmentWindows).values({
      clientId: CLIENT_IDS.demo,
      schemeId: earlier!.id,
      opensOn: '2025-03-01',
      closesOn: '2025-04-30',
    });
    const input = benefitInputSchema.parse({
      group: 'lifestyle',
      name: 'Tech Scheme',
      provider: 'Gadget Lease',
      summary: 'Technology through salary sacrifice.',
      descriptionHtml: '<p>Laptops and phones.</p>',
      kind: 'salary-sacrifice',
      terms: { contentHtml: '<p>Terms</p>' },
    });
    await addBenefit(t.db, { clientId: CLIENT_IDS.demo, schemeId: earlier!.id }, input, {
      displayOrder: 1,
      publishedAt: time.clock(),
    });
    expect(current?.year).toBe(2026);

    const session = await startMasquerade(t.app, time.clock, USER_IDS.demoEmployee, 2025);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/benefits/user/eligible',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = eligibleBenefitsResponseSchema.parse(response.json());
    expect(body.schemeYear.year).toBe(2025);
    expect(body.benefits.map((benefit) => benefit.name)).toEqual(['Tech Scheme']);
    // The 2026 dental benefit is not in 2025.
    const dental = await t.app.inject({
      method: 'GET',
      url: `/api/benefit/${DENTAL}`,
      headers: session.headers,
    });
    expect(dental.statusCode).toBe(404);
  });
});
