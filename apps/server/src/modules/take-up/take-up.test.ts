import { eligibilityOf, type EmployeeRecord } from '@portal/benefits';
import { takeUpDetailSchema, takeUpSummarySchema } from '@portal/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefits, employeeRecords, schemes, selections, users } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const TODAY = '2026-11-24';
const time = testClock(`${TODAY}T12:00:00.000Z`);
let t: TestApp;
let employer: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const get = (path: string, token = employer) => getWithToken(t.app, path, token);

/** Who could have each benefit today, worked out in code by eligibilityOf over every record (the check). */
async function eligibleByRule(): Promise<Map<number, number>> {
  const people = await t.db
    .select({ user: users, record: employeeRecords })
    .from(users)
    .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(and(eq(users.clientId, CLIENT_IDS.demo), inArray(users.userType, ['employee', 'employer'])));
  const offered = await t.db
    .select({ benefit: benefits, scheme: schemes })
    .from(benefits)
    .innerJoin(schemes, and(eq(schemes.id, benefits.schemeId), eq(schemes.isCurrent, true)))
    .where(eq(benefits.clientId, CLIENT_IDS.demo));
  const held = await t.db
    .select({ userId: selections.userId, benefitId: selections.benefitId, endDate: selections.endDate })
    .from(selections)
    .where(
      and(
        eq(selections.clientId, CLIENT_IDS.demo),
        eq(selections.status, 'approved'),
        isNull(selections.supersededAt),
      ),
    );
  const counts = new Map<number, number>();
  for (const { benefit, scheme } of offered) {
    const schemeYear = { ...scheme, payDay: scheme.payDay ?? undefined, windows: [] };
    const eligible = people.filter(({ user, record }) => {
      const employee: EmployeeRecord = {
        employmentStatus: user.employmentStatus,
        startDate: record.startDate,
        probationEndDate: record.probationEndDate,
        contractType: record.contractType,
        weeklyHours: record.weeklyHours,
        dateOfBirth: user.dateOfBirth,
        leaveDate: record.leaveDate,
      };
      const isMember = held.some(
        (row) =>
          row.userId === user.id &&
          row.benefitId === benefit.id &&
          (row.endDate === null || row.endDate > TODAY),
      );
      const context = { today: TODAY, schemeYear, schemeYears: [schemeYear], isMember };
      return eligibilityOf(employee, benefit, context).status !== 'ineligible';
    });
    counts.set(benefit.id, eligible.length);
  }
  return counts;
}

describe('GET /api/client/:clientId/benefit-takeup', () => {
  it("counts each benefit's eligible employees exactly as eligibility's rules do, and those who have it", async () => {
    const response = await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup`);
    expect(response.statusCode).toBe(200);
    const summary = takeUpSummarySchema.parse(response.json());
    expect(summary.benefits).toHaveLength(12);
    const expected = await eligibleByRule();
    expect(Object.fromEntries(summary.benefits.map((line) => [line.benefitId, line.eligible]))).toEqual(
      Object.fromEntries(expected),
    );
    const pension = summary.benefits.find((line) => line.name === 'Pension Salary Exchange')!;
    expect(pension.selected).toBeGreaterThan(50);
    expect(pension.percentage).toBe(Math.round((pension.selected / pension.eligible) * 1000) / 10);
    const cycle = summary.benefits.find((line) => line.name === 'Cycle to Work')!;
    expect(cycle.pending).toBeGreaterThan(0);
    // Employer-paid: everyone who may have it has it.
    const life = summary.benefits.find((line) => line.name === 'Life Assurance')!;
    expect(life).toMatchObject({ selected: life.eligible, percentage: 100 });
    // The insights-enabled clients' path answers the same figures.
    const insights = await get(`/api/v2/client/${CLIENT_IDS.demo}/benefit-insights`);
    expect(takeUpSummarySchema.parse(insights.json())).toEqual(summary);
  });

  it('splits one benefit by status, month, age band and location, adding up to its figures', async () => {
    const summary = takeUpSummarySchema.parse(
      (await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup`)).json(),
    );
    const dental = summary.benefits.find((line) => line.name === 'Dental Insurance')!;
    const response = await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup/${dental.benefitId}`);
    const detail = takeUpDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      benefitId: dental.benefitId,
      eligible: dental.eligible,
      selected: dental.selected,
    });
    const total = (rows: { employees: number }[]) => rows.reduce((sum, row) => sum + row.employees, 0);
    expect(total(detail.byAgeBand)).toBe(dental.eligible);
    expect(total(detail.byLocation)).toBe(dental.eligible);
    expect(detail.byAgeBand.map((row) => row.label)).toEqual(
      ['Under 25', '25 to 34', '35 to 44', '45 to 54', '55 and over', 'Not recorded'].filter((band) =>
        detail.byAgeBand.some((row) => row.label === band),
      ),
    );
    expect(detail.byStatus.find((row) => row.status === 'approved')!.count).toBeGreaterThanOrEqual(
      dental.selected,
    );
    expect(detail.byMonth.map((row) => row.month)).toContain('2026-04');
  });

  it('answers 404 for a benefit not offered, 400 for a malformed id, 404 for another tenant, 403 for an employee', async () => {
    expect((await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup/999999`)).statusCode).toBe(404);
    expect((await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup/abc`)).statusCode).toBe(400);
    expect((await get(`/api/client/${CLIENT_IDS.northwind}/benefit-takeup`)).statusCode).toBe(404);
    const employee = await signIn(t.app, 'employee@demo.test');
    expect(
      (await get(`/api/client/${CLIENT_IDS.demo}/benefit-takeup`, employee.accessToken)).statusCode,
    ).toBe(403);
  });
});
