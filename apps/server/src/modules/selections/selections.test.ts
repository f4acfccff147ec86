/**
 * Selections and costs through the API (issue 16), on the demo day, 24 November 2026: the mid-year window is
 * open, the payroll cut-off (the 10th) has passed, so what is approved today starts on 1 January 2027.
 */
import {
  benefitSelectionResponseSchema,
  costsResponseSchema,
  employeeSelectionsResponseSchema,
  selectionChangeResponseSchema,
} from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectionEvents, selections } from '../../db/schema/index.ts';
import { FAMILY } from '../../seed/benefits-world.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { bearer, getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { STEP_MS } from '../../../test/two-factor-helpers.ts';
import { catalogueCache, employeeFacts } from '../benefits/index.ts';
import { decideSelection } from './selection-decisions.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());
beforeEach(() => time.advance(2 * STEP_MS));

const BENEFIT = {
  cycle: 1,
  pension: 2,
  electricCar: 4,
  dental: 5,
  criticalIllness: 7,
  lifeAssurance: 8,
  giveAsYouEarn: 12,
};
const tokens = new Map<string, { token: string; at: number }>();
/** A signed-in person's access token, signed in again before the test clock runs past its 15 minutes. */
async function tokenOf(email: string) {
  const cached = tokens.get(email);
  if (!cached || time.clock().getTime() - cached.at > 10 * 60 * 1000) {
    tokens.set(email, { token: (await signIn(t.app, email)).accessToken, at: time.clock().getTime() });
  }
  return tokens.get(email)!.token;
}
const alex = () => tokenOf('employee@demo.test');
const sam = () => tokenOf('employer@demo.test');
const kim = () => tokenOf('approver@demo.test');

function send(
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  payload: unknown,
  host: string = HOSTS.demo,
) {
  return t.app.inject({ method, url, headers: { host, ...bearer(token) }, payload: payload as object });
}
const costs = async (token: string, payload: unknown) =>
  send('POST', '/api/selections/costs', token, payload);
const create = (token: string, benefitId: number, payload: unknown = {}) =>
  send('POST', `/api/benefit/${benefitId}/selection`, token, payload);
const update = (token: string, id: string, payload: unknown) =>
  send('PATCH', `/api/selection/${id}`, token, payload);
async function selectionOf(token: string, benefitId: number) {
  const response = await getWithToken(t.app, `/api/benefit/${benefitId}/selection`, token);
  expect(response.statusCode).toBe(200);
  return benefitSelectionResponseSchema.parse(response.json());
}
const deps = () => ({
  clock: time.clock,
  mailer: t.app.context.mailer,
  cache: t.app.context.use(catalogueCache),
});

describe('POST /api/selections/costs', () => {
  it('Cycle to Work for £1,200: £100 a month, £20 of tax and £8 of NI saved, £72 net', async () => {
    const response = await costs(await alex(), { benefitId: BENEFIT.cycle, values: { hireValue: 1200 } });
    expect(response.statusCode).toBe(200);
    const body = costsResponseSchema.parse(response.json());
    expect(body.monthly).toEqual({
      gross: 100,
      taxSaving: 20,
      niSaving: 8,
      net: 72,
      employerContribution: 0,
      employerNiSaving: 15,
    });
    expect(body.yearly.net).toBe(864);
    expect(body.taxBand).toBe('basic');
    expect(body.limits.partnerValueLimits).toEqual({ minimum: 100, maximum: 5000 });
    expect(body.limits.minimumWage).toMatchObject({ hourlyRate: 12.71, breached: false, message: null });
  });

  it('refuses a value outside the limits, naming the field with its message', async () => {
    const response = await costs(await alex(), { benefitId: BENEFIT.cycle, values: { hireValue: 6000 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'values.hireValue', message: 'Please enter a value between 100 and 5000' },
    ]);
  });

  it('refuses unknown fields, wrong types and extra properties', async () => {
    const token = await alex();
    const unknown = await costs(token, { benefitId: BENEFIT.cycle, values: { bike: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('values.bike');
    expect((await costs(token, { benefitId: BENEFIT.cycle, values: { hireValue: '1200' } })).statusCode).toBe(
      400,
    );
    expect((await costs(token, { benefitId: BENEFIT.cycle, values: {}, extra: 1 })).statusCode).toBe(400);
  });

  it('prices pension exchange with the employer contribution, and life assurance as paid by the employer', async () => {
    const pension = costsResponseSchema.parse(
      (await costs(await alex(), { benefitId: BENEFIT.pension, values: { contribution: 5 } })).json(),
    );
    expect(pension.monthly).toMatchObject({
      gross: 175,
      taxSaving: 35,
      niSaving: 14,
      net: 126,
      employerContribution: 105,
    });
    const life = costsResponseSchema.parse(
      (await costs(await alex(), { benefitId: BENEFIT.lifeAssurance, values: {} })).json(),
    );
    // 4x £42,000 = £168,000 of cover at 10p per £1,000 a month.
    expect(life.monthly).toMatchObject({ gross: 0, net: 0, employerContribution: 16.8 });
    expect(life.limits.freeCover).toEqual({ limit: 500000, cover: 168000, capped: false, message: null });
  });
});

describe('the selection lifecycle through the API', () => {
  it('saves, refuses a submit without the terms, submits, and refuses a stale revision', async () => {
    const token = await alex();
    const created = await create(token, BENEFIT.giveAsYouEarn, { values: { monthlyGift: 10 } });
    expect(created.statusCode).toBe(201);
    const { selection } = selectionChangeResponseSchema.parse(created.json());
    expect(selection).toMatchObject({
      status: 'temporary',
      version: 1,
      revision: 1,
      temporarySelection: true,
    });

    const noTerms = await update(token, selection.selectionId, { revision: 1, submit: true });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors).toContainEqual({
      field: 'accepted_terms',
      message: 'Please confirm that you have read the terms and conditions',
    });

    const submitted = await update(token, selection.selectionId, {
      revision: 1,
      submit: true,
      accepted_terms: true,
    });
    expect(submitted.statusCode).toBe(200);
    const body = selectionChangeResponseSchema.parse(submitted.json());
    expect(body.selection).toMatchObject({
      status: 'approved',
      statusLabel: 'Selected',
      startDate: '2027-01-01',
      acceptedTermsVersion: 1,
      revision: 2,
    });
    // Payroll giving is relieved of tax only.
    expect(body.selection.costsSummaryForMonthlyCostSection).toMatchObject({
      gross: 10,
      taxSaving: 2,
      niSaving: 0,
      net: 8,
    });
    expect(body.result).toMatchObject({
      heading: 'Give As You Earn is confirmed',
      firstDeductionOn: '2027-01-29',
    });
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'selection_submitted');
    expect(mail?.subject).toBe('Your Give As You Earn selection is confirmed');
    expect(mail?.text).toContain('Monthly gift: £10 a month');
    expect(mail?.text).toContain('Starts: 1 January 2027');

    const stale = await update(token, selection.selectionId, { revision: 1, values: { monthlyGift: 20 } });
    expect(stale.statusCode).toBe(409);
  });

  it('sends a benefit that needs approval to pending; an approver approves it, never their own', async () => {
    const created = await create(await alex(), BENEFIT.electricCar, {
      values: { monthlyRental: 300 },
      accepted_terms: true,
      submit: true,
    });
    expect(created.statusCode).toBe(201);
    const { selection, result } = selectionChangeResponseSchema.parse(created.json());
    expect(selection).toMatchObject({ status: 'pending', statusLabel: 'Awaiting approval', startDate: null });
    expect(result?.heading).toBe('Your Electric Car Scheme request is awaiting approval');
    expect(result?.nextSteps).toContain(
      'If it is approved by 10 December 2026, it starts on 1 January 2027.',
    );

    const [samsOwn] = await t.db
      .select({ id: selections.id })
      .from(selections)
      .where(and(eq(selections.userId, USER_IDS.demoEmployer), eq(selections.status, 'pending')));
    const own = await t.db.transaction((tx) =>
      decideSelection(tx, deps(), {
        clientId: CLIENT_IDS.demo,
        selectionId: samsOwn!.id,
        approve: true,
        approverId: USER_IDS.demoEmployer,
      }),
    );
    expect(own).toEqual({
      selectionId: samsOwn!.id,
      decided: false,
      why: 'You cannot decide your own selection',
    });

    const approved = await t.db.transaction((tx) =>
      decideSelection(tx, deps(), {
        clientId: CLIENT_IDS.demo,
        selectionId: selection.selectionId,
        approve: true,
        approverId: USER_IDS.demoEmployer,
      }),
    );
    expect(approved).toEqual({
      selectionId: selection.selectionId,
      decided: true,
      status: 'approved',
      userId: USER_IDS.demoEmployee,
    });
    t.app.context.use(employeeFacts).forgetEmployee(USER_IDS.demoEmployee);
    const after = await selectionOf(await alex(), BENEFIT.electricCar);
    expect(after.selection).toMatchObject({ status: 'approved', startDate: '2027-01-01' });
    expect(after.history.map((entry) => [entry.toStatus, entry.by])).toEqual([
      ['approved', 'Your employer'],
      ['pending', 'You'],
      ['temporary', 'You'],
    ]);
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'selection_approved');
    expect(mail?.subject).toBe('Your Electric Car Scheme request is approved');
  });

  it('a rejection carries its reason; the employee may reapply, as a new version', async () => {
    const token = await kim();
    const created = selectionChangeResponseSchema.parse(
      (
        await create(token, BENEFIT.electricCar, {
          values: { monthlyRental: 400 },
          accepted_terms: true,
          submit: true,
        })
      ).json(),
    );
    const rejected = await t.db.transaction((tx) =>
      decideSelection(tx, deps(), {
        clientId: CLIENT_IDS.demo,
        selectionId: created.selection.selectionId,
        approve: false,
        reason: 'The lease budget for this year is spent',
        approverId: USER_IDS.demoEmployer,
      }),
    );
    expect(rejected).toMatchObject({ decided: true, status: 'rejected' });
    const [mail] = await mailTo(t.db, 'approver@demo.test', 'selection_rejected');
    expect(mail?.text).toContain('The reason given: The lease budget for this year is spent');

    t.app.context.use(employeeFacts).forgetEmployee(USER_IDS.demoApprover);
    const reapplied = await create(token, BENEFIT.electricCar);
    expect(reapplied.statusCode).toBe(201);
    expect(selectionChangeResponseSchema.parse(reapplied.json()).selection).toMatchObject({
      status: 'temporary',
      version: 2,
      rawValues: { monthlyRental: 400 },
      cta: { type: 'continue' },
    });
  });

  it('Alex opts out of Dental (partner and child covered): it ends with the pay period, and can be reapplied for', async () => {
    const token = await alex();
    const before = await selectionOf(token, BENEFIT.dental);
    expect(before.selection?.peopleCovered.map((person) => person.name)).toEqual([
      'Jamie Morgan',
      'Ella Morgan',
    ]);
    const optedOut = await update(token, before.selection!.selectionId, {
      revision: before.selection!.revision,
      status: 'opted-out',
      reason: 'Covered by my partner’s employer',
    });
    expect(optedOut.statusCode).toBe(200);
    expect(selectionChangeResponseSchema.parse(optedOut.json()).selection).toMatchObject({
      status: 'opted-out',
      endDate: '2026-12-31',
      reason: 'Covered by my partner’s employer',
      cta: { type: 'reapply', label: 'Reapply' },
    });
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'selection_opted_out');
    expect(mail?.text).toContain('Ends: 31 December 2026');
    expect(mail?.text).toContain('Covers: Jamie Morgan, Ella Morgan');

    const again = selectionChangeResponseSchema.parse((await create(token, BENEFIT.dental)).json());
    expect(again.selection).toMatchObject({
      status: 'temporary',
      version: 2,
      planDetails: { name: 'Family' },
    });
    expect(again.selection.peopleCovered).toHaveLength(2);
  });

  it('a change of an approved benefit is a proposal beside it; the old version ends when the new one starts', async () => {
    const token = await alex();
    const started = selectionChangeResponseSchema.parse(
      (await create(token, BENEFIT.pension, { values: { contribution: 6 } })).json(),
    );
    expect(started.selection).toMatchObject({ status: 'temporary', version: 2 });
    const view = await selectionOf(token, BENEFIT.pension);
    expect(view.selection?.selectionId).toBe(started.selection.selectionId);
    expect(view.inForce).toMatchObject({ status: 'approved', rawValues: { contribution: 5 } });
    expect((await create(token, BENEFIT.pension)).statusCode).toBe(409);

    const submitted = await update(token, started.selection.selectionId, {
      revision: started.selection.revision,
      submit: true,
      accepted_terms: true,
    });
    expect(submitted.statusCode).toBe(200);
    const rows = await t.db
      .select({
        version: selections.version,
        status: selections.status,
        endDate: selections.endDate,
        superseded: selections.supersededAt,
      })
      .from(selections)
      .where(and(eq(selections.userId, USER_IDS.demoEmployee), eq(selections.benefitId, BENEFIT.pension)))
      .orderBy(selections.version);
    expect(rows.map((row) => [row.version, row.status, row.endDate, row.superseded !== null])).toEqual([
      [1, 'approved', '2026-12-31', true],
      [2, 'approved', null, false],
    ]);
  });

  it('changing a request awaiting approval withdraws it for a new version, from its values', async () => {
    const token = await alex();
    const pending = await selectionOf(token, BENEFIT.cycle);
    expect(pending.selection).toMatchObject({ status: 'pending', rawValues: { hireValue: 1200 } });
    const changed = await create(token, BENEFIT.cycle);
    expect(changed.statusCode).toBe(201);
    expect(selectionChangeResponseSchema.parse(changed.json()).selection).toMatchObject({
      status: 'temporary',
      version: 2,
      rawValues: { hireValue: 1200 },
    });
    const view = await selectionOf(token, BENEFIT.cycle);
    expect(view.inForce).toBeNull();
    expect(view.history.map((entry) => entry.toStatus)).toEqual(['temporary', 'pending']);
  });

  it('two parallel submits of the same selection write one version', async () => {
    const token = await tokenOf('employer@demo.test');
    const created = selectionChangeResponseSchema.parse(
      (await create(token, BENEFIT.giveAsYouEarn, { values: { monthlyGift: 5 } })).json(),
    ).selection;
    const submit = () =>
      update(token, created.selectionId, { revision: created.revision, submit: true, accepted_terms: true });
    const answers = await Promise.all([submit(), submit()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db
      .select()
      .from(selectionEvents)
      .where(eq(selectionEvents.selectionId, created.selectionId));
    expect(events.map((event) => event.toStatus).sort()).toEqual(['approved', 'temporary']);
  });

  it('creates and submits in one step, or, refused, writes nothing', async () => {
    const token = await tokenOf('approver@demo.test');
    const before = await selectionOf(token, BENEFIT.giveAsYouEarn);
    const refused = await create(token, BENEFIT.giveAsYouEarn, { values: { monthlyGift: 7 }, submit: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: 'accepted_terms',
      message: 'Please confirm that you have read the terms and conditions',
    });
    // No draft was left behind by the refused submit.
    expect(await selectionOf(token, BENEFIT.giveAsYouEarn)).toEqual(before);

    const created = await create(token, BENEFIT.giveAsYouEarn, {
      values: { monthlyGift: 7 },
      submit: true,
      accepted_terms: true,
    });
    expect(created.statusCode).toBe(201);
    const body = selectionChangeResponseSchema.parse(created.json());
    expect(body.selection).toMatchObject({ status: 'approved', version: 1, startDate: '2027-01-01' });
    expect(body.selection.costsSummaryForMonthlyCostSection).toMatchObject({ gross: 7, net: 5.6 });
    expect(body.result).not.toBeNull();
    const events = await t.db
      .select()
      .from(selectionEvents)
      .where(eq(selectionEvents.selectionId, body.selection.selectionId));
    expect(events.map((event) => event.toStatus).sort()).toEqual(['approved', 'temporary']);
    // What the next read shows is what the answer said.
    expect((await selectionOf(token, BENEFIT.giveAsYouEarn)).selection).toEqual(body.selection);
  });

  it('asks the health questions above £100,000 of cover; a "yes" waits for review, the answers sealed', async () => {
    const token = await alex();
    const opted = await selectionOf(token, BENEFIT.criticalIllness);
    expect(opted.selection?.status).toBe('opted-out');
    const draft = selectionChangeResponseSchema.parse(
      (await create(token, BENEFIT.criticalIllness, { values: { cover: 150000 } })).json(),
    ).selection;
    const missing = await update(token, draft.selectionId, {
      revision: draft.revision,
      submit: true,
      accepted_terms: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: 'medicalAnswers',
      message: 'Please answer every health question',
    });

    const questions = opted.medicalQuestions;
    expect(questions).toHaveLength(2);
    const answered = await update(token, draft.selectionId, {
      revision: draft.revision,
      submit: true,
      accepted_terms: true,
      medicalAnswers: [
        { questionId: questions[0]!.id, answer: true },
        { questionId: questions[1]!.id, answer: false },
      ],
    });
    expect(answered.statusCode).toBe(200);
    expect(selectionChangeResponseSchema.parse(answered.json()).selection).toMatchObject({
      status: 'pending',
      pendingReason: 'Your answers to the health questions need a review before your cover starts',
    });
    const [row] = await t.db.select().from(selections).where(eq(selections.id, draft.selectionId));
    expect(row!.medicalAnswers).toBeInstanceOf(Buffer);
    expect(row!.medicalAnswers!.toString('utf8')).not.toContain('answer');
    expect(
      t.app.context.secrets.open(
        { ciphertext: row!.medicalAnswers!, keyId: row!.medicalAnswersKeyId! },
        `medical:${row!.id}`,
      ),
    ).toContain('"answer":true');
  });
});

describe('refusals', () => {
  it('outside a window (Northwind) the answer says when changes open; nothing is written', async () => {
    const northwind = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const response = await send(
      'POST',
      '/api/benefit/21/selection',
      northwind.accessToken,
      {},
      HOSTS.northwind,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^This can be chosen in the next enrolment window|^The next enrolment window opens on/,
    );
    const rows = await t.db
      .select()
      .from(selections)
      .where(eq(selections.userId, USER_IDS.northwindEmployee));
    expect(rows.every((row) => row.version === 1)).toBe(true);
  });

  it("another employee's or tenant's selection answers 404; a benefit on probation 403", async () => {
    const alexes = await selectionOf(await alex(), BENEFIT.cycle);
    const id = alexes.selection!.selectionId;
    expect((await update(await sam(), id, { revision: 1, values: { hireValue: 200 } })).statusCode).toBe(404);
    const northwind = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    expect(
      (await send('PATCH', `/api/selection/${id}`, northwind.accessToken, { revision: 1 }, HOSTS.northwind))
        .statusCode,
    ).toBe(404);
    const robin = await tokenOf('probation@demo.test');
    const probation = await create(robin, BENEFIT.cycle, { values: { hireValue: 500 } });
    expect(probation.statusCode).toBe(403);
  });

  it('covering one family member twice is refused by the contract, naming the field; nothing is written', async () => {
    const token = await alex();
    const jamie = FAMILY[0]!.id;
    const repeated = { peopleCovered: [jamie, FAMILY[1]!.id, jamie] };
    const refusal = {
      message: 'The request is not valid',
      errors: [{ field: 'body.peopleCovered', message: `${jamie} is given more than once` }],
    };
    const rowsBefore = await t.db.select().from(selections);
    const created = await create(token, BENEFIT.dental, repeated);
    expect([created.statusCode, created.json()]).toEqual([400, refusal]);

    const live = (await selectionOf(token, BENEFIT.dental)).selection!;
    const patched = await update(token, live.selectionId, { revision: live.revision, ...repeated });
    expect([patched.statusCode, patched.json()]).toEqual([400, refusal]);
    expect(await t.db.select().from(selections)).toEqual(rowsBefore);
  });

  it("a plan cannot cover someone else's family member", async () => {
    const response = await create(await sam(), BENEFIT.dental, {
      planId: (await selectionOf(await alex(), BENEFIT.dental)).selection!.planDetails!.id,
      peopleCovered: [FAMILY[0]!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'peopleCovered', message: 'Only your own family members can be covered' },
    ]);
    const live = await t.db
      .select()
      .from(selections)
      .where(
        and(
          eq(selections.userId, USER_IDS.demoEmployer),
          eq(selections.benefitId, BENEFIT.dental),
          isNull(selections.supersededAt),
        ),
      );
    expect(live).toEqual([]);
  });
});

describe('GET /api/selections/client/:clientId/employees/:employeeId', () => {
  it("shows an employer an employee's selections; refuses an employee and another tenant", async () => {
    const url = `/api/selections/client/${CLIENT_IDS.demo}/employees/${USER_IDS.demoEmployee}`;
    const response = await getWithToken(t.app, url, await sam());
    expect(response.statusCode).toBe(200);
    const body = employeeSelectionsResponseSchema.parse(response.json());
    expect(body.selections.map((selection) => selection.benefitName)).toContain('Cycle to Work');
    expect((await getWithToken(t.app, url, await alex())).statusCode).toBe(403);
    const other = `/api/selections/client/${CLIENT_IDS.demo}/employees/${USER_IDS.northwindEmployee}`;
    expect((await getWithToken(t.app, other, await sam())).statusCode).toBe(404);
  });
});
