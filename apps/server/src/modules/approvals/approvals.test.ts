import {
  approvalResponseSchema,
  benefitApprovalsSchema,
  pendingBenefitsSchema,
  REJECTION_REASON_REQUIRED,
} from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionEvents, selections, users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { mailTo } from '../../../test/account-helpers.ts';
import { getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { userDirectory } from '../people/index.ts';

const time = testClock('2026-11-24T12:00:00.000Z');
let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
});
afterAll(() => t.close());

async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, (await signIn(t.app, email)).accessToken);
  return tokens.get(email)!;
}
/** Northwind's employer (whose sign-in asks for a second factor), in a session of their own tenant. */
async function northwindEmployer() {
  const user = {
    id: USER_IDS.northwindEmployer,
    clientId: CLIENT_IDS.northwind,
    userType: 'employer' as const,
  };
  return (await openSession(t.app, user)).accessToken;
}
const sam = () => tokenOf('employer@demo.test');
const kim = () => tokenOf('approver@demo.test');

const CYCLE_TO_WORK = 1;
const BUY_HOLIDAY = 3;
const PENDING = '/api/v2/scheme/selections/pending/';
const benefitPath = (benefitId: number, query = '') =>
  `/api/v2/scheme/selections/${benefitId}/pending/${query}`;
const STATUS = '/api/v2/scheme/selections/status/';

function decide(token: string, payload: unknown, host: string = HOSTS.demo) {
  return t.app.inject({
    method: 'PATCH',
    url: STATUS,
    headers: { host, authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

async function pendingOf(benefitId: number, userId?: string) {
  return t.db
    .select()
    .from(selections)
    .where(
      and(
        eq(selections.clientId, CLIENT_IDS.demo),
        eq(selections.benefitId, benefitId),
        eq(selections.status, 'pending'),
        isNull(selections.supersededAt),
        userId ? eq(selections.userId, userId) : undefined,
      ),
    );
}

describe('GET /api/v2/scheme/selections/pending/', () => {
  it('answers each benefit with selections awaiting approval and how many, as the database holds them', async () => {
    const response = await getWithToken(t.app, PENDING, await kim());
    expect(response.statusCode).toBe(200);
    const { benefits } = pendingBenefitsSchema.parse(response.json());
    const cycle = benefits.find((line) => line.benefitId === CYCLE_TO_WORK);
    expect(cycle).toMatchObject({ benefitName: 'Cycle to Work' });
    expect(cycle!.pending).toBe((await pendingOf(CYCLE_TO_WORK)).length);
    expect(benefits.find((line) => line.benefitId === BUY_HOLIDAY)!.pending).toBe(
      (await pendingOf(BUY_HOLIDAY)).length,
    );
    expect(benefits.every((line) => line.pending > 0)).toBe(true);
  });

  it('is refused to an employee, and to an employer without the approver permission', async () => {
    const alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
    expect((await getWithToken(t.app, PENDING, alex)).statusCode).toBe(403);
    expect((await decide(alex, { selectionIds: [USER_IDS.demoEmployee], approval: true })).statusCode).toBe(
      403,
    );
    const reporter = await openSession(t.app, {
      id: USER_IDS.demoApprover,
      clientId: CLIENT_IDS.demo,
      userType: 'employer',
    });
    const directory = t.app.context.use(userDirectory);
    await t.db
      .update(users)
      .set({ permissions: ['reports'] })
      .where(eq(users.id, USER_IDS.demoApprover));
    directory.forgetUser(USER_IDS.demoApprover);
    try {
      expect((await getWithToken(t.app, PENDING, reporter.accessToken)).statusCode).toBe(403);
    } finally {
      await t.db
        .update(users)
        .set({ permissions: ['approver'] })
        .where(eq(users.id, USER_IDS.demoApprover));
      directory.forgetUser(USER_IDS.demoApprover);
    }
  });
});

describe('GET /api/v2/scheme/selections/:benefitId/pending/', () => {
  it("lists the benefit's pending selections with the employee's name, the order value and the fields", async () => {
    const response = await getWithToken(t.app, benefitPath(CYCLE_TO_WORK, '?per_page=100'), await kim());
    expect(response.statusCode).toBe(200);
    const page = benefitApprovalsSchema.parse(response.json());
    expect(page.benefitName).toBe('Cycle to Work');
    expect(page.total).toBe((await pendingOf(CYCLE_TO_WORK)).length);
    const alex = page.approvals.find((approval) => approval.employeeName === 'Alex Morgan');
    expect(alex).toMatchObject({ orderValue: '£1,200', employeeNumber: 'DL0001' });
    expect(Object.values(alex!.fields)).toContain('£1,200');
    expect(page.fieldLabels.length).toBeGreaterThan(0);
    expect(page.fieldLabels.every((label) => label in alex!.fields)).toBe(true);
  });

  it("pages, and answers 404 for a benefit that is not the tenant's, 400 for bad paging", async () => {
    const first = benefitApprovalsSchema.parse(
      (await getWithToken(t.app, benefitPath(CYCLE_TO_WORK, '?per_page=1'), await kim())).json(),
    );
    expect(first.approvals).toHaveLength(1);
    expect(first.last_page).toBe(first.total);
    expect((await getWithToken(t.app, benefitPath(999_999), await kim())).statusCode).toBe(404);
    const northwind = await northwindEmployer();
    expect(
      (await getWithToken(t.app, benefitPath(CYCLE_TO_WORK), northwind, HOSTS.northwind)).statusCode,
    ).toBe(404);
    for (const query of ['?page=0', '?per_page=101', '?sort_by=name']) {
      expect((await getWithToken(t.app, benefitPath(CYCLE_TO_WORK, query), await kim())).statusCode).toBe(
        400,
      );
    }
  });
});

describe('PATCH /api/v2/scheme/selections/status/', () => {
  it('refuses a rejection without a reason, an empty batch and ids that are not UUIDs, changing nothing', async () => {
    const [alexs] = await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee);
    const noReason = await decide(await kim(), { selectionIds: [alexs!.id], approval: false });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(REJECTION_REASON_REQUIRED);
    expect((await decide(await kim(), { selectionIds: [], approval: true })).statusCode).toBe(400);
    expect((await decide(await kim(), { selectionIds: ['1; drop table'], approval: true })).statusCode).toBe(
      400,
    );
    expect(await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee)).toHaveLength(1);
  });

  it("refuses another tenant's selection with 404 and decides nothing of the batch", async () => {
    const [alexs] = await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee);
    const northwind = await northwindEmployer();
    const response = await decide(northwind, { selectionIds: [alexs!.id], approval: true }, HOSTS.northwind);
    expect(response.statusCode).toBe(404);
    const unknown = await decide(await kim(), {
      selectionIds: [alexs!.id, '00000000-0000-4000-8000-000000000000'],
      approval: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee)).toHaveLength(1);
  });

  it("approves in one batch, reports the approver's own and one no longer pending, and e-mails the employee", async () => {
    const [alexs] = await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee);
    const [samsOwn] = await pendingOf(BUY_HOLIDAY, USER_IDS.demoEmployer);
    const [settled] = await t.db
      .select({ id: selections.id })
      .from(selections)
      .where(
        and(
          eq(selections.userId, USER_IDS.demoEmployee),
          eq(selections.status, 'approved'),
          isNull(selections.supersededAt),
        ),
      );
    const response = await decide(await sam(), {
      selectionIds: [alexs!.id, samsOwn!.id, settled!.id],
      approval: true,
    });
    expect(response.statusCode).toBe(200);
    const answer = approvalResponseSchema.parse(response.json());
    expect(answer.count).toBe(1);
    expect(answer.summary).toEqual([
      { selectionId: alexs!.id, employeeName: 'Alex Morgan', outcome: 'approved', reason: null },
      {
        selectionId: samsOwn!.id,
        employeeName: 'Sam Patel',
        outcome: 'not-decided',
        reason: 'You cannot decide your own selection',
      },
      {
        selectionId: settled!.id,
        employeeName: 'Alex Morgan',
        outcome: 'not-decided',
        reason: 'It is no longer awaiting approval',
      },
    ]);
    expect(await pendingOf(CYCLE_TO_WORK, USER_IDS.demoEmployee)).toHaveLength(0);
    expect(await pendingOf(BUY_HOLIDAY, USER_IDS.demoEmployer)).toHaveLength(1);
    const [mail] = await mailTo(t.db, 'employee@demo.test', 'selection_approved');
    expect(mail?.subject).toBe('Your Cycle to Work request is approved');

    const again = approvalResponseSchema.parse(
      (await decide(await kim(), { selectionIds: [alexs!.id], approval: true })).json(),
    );
    expect(again).toMatchObject({ count: 0, summary: [{ outcome: 'not-decided' }] });
  });

  it('rejects with the reason, which the employee reads in their e-mail', async () => {
    const waiting = await pendingOf(BUY_HOLIDAY);
    const [someone] = waiting.filter((row) => row.userId !== USER_IDS.demoEmployer);
    const [person] = await t.db.select().from(users).where(eq(users.id, someone!.userId));
    const reason = 'The team already has three weeks booked in August';
    const response = await decide(await kim(), { selectionIds: [someone!.id], approval: false, reason });
    expect(approvalResponseSchema.parse(response.json())).toMatchObject({
      count: 1,
      summary: [{ outcome: 'rejected', employeeName: `${person!.firstName} ${person!.surname}` }],
    });
    const [after] = await t.db.select().from(selections).where(eq(selections.id, someone!.id));
    expect(after).toMatchObject({ status: 'rejected', reason, decidedBy: USER_IDS.demoApprover });
    const [mail] = await mailTo(t.db, person!.email, 'selection_rejected');
    expect(mail?.text).toContain(reason);
  });

  it('decides a selection once when two approvers decide it at the same moment', async () => {
    const [someone] = (await pendingOf(CYCLE_TO_WORK)).filter((row) => row.userId !== USER_IDS.demoEmployer);
    const [first, second] = await Promise.all([
      decide(await kim(), { selectionIds: [someone!.id], approval: true }),
      decide(await sam(), { selectionIds: [someone!.id], approval: true }),
    ]);
    const decided = [first!, second!]
      .filter((response) => response.statusCode === 200)
      .map((response) => approvalResponseSchema.parse(response.json()).count);
    expect(decided.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect([first!, second!].every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const events = await t.db
      .select()
      .from(selectionEvents)
      .where(and(eq(selectionEvents.selectionId, someone!.id), eq(selectionEvents.toStatus, 'approved')));
    expect(events).toHaveLength(1);
  });
});
