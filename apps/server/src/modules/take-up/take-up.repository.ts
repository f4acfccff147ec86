/**
 * Take-up counted by the database: eligibility's criteria (packages/benefits, eligibility-criteria.ts) written
 * as SQL over the HR records, one scan of the roster for every benefit at once, and the live selections grouped.
 */
import type { EligibleCriteria, IsoDate } from '@portal/benefits';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefits, employeeRecords, schemes, selections, users } from '../../db/schema/index.ts';

export async function currentSchemeBenefits(db: Database, clientId: string) {
  return db
    .select({
      id: benefits.id,
      name: benefits.name,
      kind: benefits.kind,
      rules: benefits.rules,
      schemeId: schemes.id,
    })
    .from(benefits)
    .innerJoin(schemes, and(eq(schemes.id, benefits.schemeId), eq(schemes.isCurrent, true)))
    .where(eq(benefits.clientId, clientId))
    .orderBy(asc(benefits.displayOrder), asc(benefits.id));
}

/** Approved and not ended on `today`. */
const holds = (today: IsoDate) =>
  sql`${selections.status} = 'approved' and (${selections.endDate} is null or ${selections.endDate} > ${today}::date)`;

const member = (benefitId: number, today: IsoDate) =>
  sql`exists (select 1 from ${selections} where ${selections.userId} = ${users.id} and ${selections.benefitId} = ${benefitId} and ${selections.supersededAt} is null and ${holds(today)})`;

/** The criteria as a condition on users joined to their HR record. */
export function eligibleSql(criteria: EligibleCriteria, benefitId: number): SQL {
  const { today } = criteria;
  return and(
    eq(users.employmentStatus, 'active'),
    lte(employeeRecords.startDate, today),
    or(isNull(employeeRecords.leaveDate), gt(employeeRecords.leaveDate, today)),
    criteria.probationOver
      ? or(isNull(employeeRecords.probationEndDate), lt(employeeRecords.probationEndDate, today))
      : undefined,
    criteria.bornOnOrBefore
      ? or(isNull(users.dateOfBirth), lte(users.dateOfBirth, criteria.bornOnOrBefore))
      : undefined,
    criteria.bornAfter ? or(isNull(users.dateOfBirth), gt(users.dateOfBirth, criteria.bornAfter)) : undefined,
    criteria.contractTypes ? inArray(employeeRecords.contractType, [...criteria.contractTypes]) : undefined,
    criteria.minimumWeeklyHours === null
      ? undefined
      : gte(employeeRecords.weeklyHours, criteria.minimumWeeklyHours),
    criteria.membersOnly ? member(benefitId, today) : undefined,
  )!;
}

const roster = (clientId: string) =>
  and(eq(users.clientId, clientId), inArray(users.userType, ['employee', 'employer']));

/** Eligible employees of each benefit, in one scan of the roster. */
export async function eligibleCounts(
  db: Database,
  clientId: string,
  conditions: { benefitId: number; eligible: SQL }[],
): Promise<Map<number, number>> {
  if (conditions.length === 0) return new Map();
  const columns = Object.fromEntries(
    conditions.map(({ benefitId, eligible }) => [
      `b${benefitId}`,
      sql<number>`(count(*) filter (where ${eligible}))::int`,
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(roster(clientId));
  return new Map(conditions.map(({ benefitId }) => [benefitId, Number(row?.[`b${benefitId}`] ?? 0)]));
}

/** Who has each benefit of the scheme year, and who waits for approval. */
export function selectionCounts(db: Database, clientId: string, schemeId: string, today: IsoDate) {
  return db
    .select({
      benefitId: selections.benefitId,
      selected: sql<number>`(count(distinct ${selections.userId}) filter (where ${holds(today)}))::int`,
      pending: sql<number>`(count(distinct ${selections.userId}) filter (where ${selections.status} = 'pending'))::int`,
    })
    .from(selections)
    .where(
      and(
        eq(selections.clientId, clientId),
        eq(selections.schemeId, schemeId),
        isNull(selections.supersededAt),
      ),
    )
    .groupBy(selections.benefitId);
}

/** One benefit's live selections by status, and by the month they started. */
export async function selectionSplits(db: Database, clientId: string, benefitId: number, schemeId: string) {
  const live = and(
    eq(selections.clientId, clientId),
    eq(selections.benefitId, benefitId),
    eq(selections.schemeId, schemeId),
    isNull(selections.supersededAt),
  );
  const month = sql<string>`to_char(${selections.startDate}, 'YYYY-MM')`;
  return Promise.all([
    db
      .select({ status: selections.status, count: sql<number>`count(*)::int` })
      .from(selections)
      .where(live)
      .groupBy(selections.status)
      .orderBy(selections.status),
    db
      .select({ month, started: sql<number>`count(*)::int` })
      .from(selections)
      .where(and(live, eq(selections.status, 'approved'), sql`${selections.startDate} is not null`))
      .groupBy(month)
      .orderBy(month),
  ]);
}

/** Eligible employees and those who have the benefit, grouped by `label` (an age band, a location). */
export function eligibleSplit(
  db: Database,
  clientId: string,
  benefitId: number,
  eligible: SQL,
  today: IsoDate,
  label: SQL<string>,
) {
  return (
    db
      .select({
        label,
        employees: sql<number>`count(*)::int`,
        selected: sql<number>`(count(*) filter (where ${member(benefitId, today)}))::int`,
      })
      .from(users)
      .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
      .where(and(roster(clientId), eligible))
      // By position: the label's parameters would make a second copy of it differ from the first.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** The age bands, youngest first (the split by age answers them in this order). */
export const AGE_BANDS = ['Under 25', '25 to 34', '35 to 44', '45 to 54', '55 and over', 'Not recorded'];

/** The age band of each person on `today` (for the split by age). */
export function ageBand(today: IsoDate): SQL<string> {
  const age = sql`extract(year from age(${today}::date, ${users.dateOfBirth}))`;
  return sql<string>`case
    when ${users.dateOfBirth} is null then 'Not recorded'
    when ${age} < 25 then 'Under 25'
    when ${age} < 35 then '25 to 34'
    when ${age} < 45 then '35 to 44'
    when ${age} < 55 then '45 to 54'
    else '55 and over' end`;
}

export const locationLabel = sql<string>`coalesce(${employeeRecords.location}, 'Not recorded')`;
