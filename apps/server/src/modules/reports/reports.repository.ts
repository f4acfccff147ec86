/**
 * What the reports read, by SQL over the tenant's indexes: the months payroll has run, the providers' months
 * of joiners and leavers, the years life events close in, and each report's rows in batches.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../lib/raw-query.ts';
import {
  benefits,
  lifeEvents,
  lifeEventTypes,
  payrollRuns,
  selections,
  users,
} from '../../db/schema/index.ts';

/** The pay periods a payroll run has completed, newest first, with the people the period's run paid. */
export async function payrollPeriods(db: Database, clientId: string) {
  return db
    .select({ period: payrollRuns.period, people: sql<number>`max(${payrollRuns.employees})::int` })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.clientId, clientId), eq(payrollRuns.status, 'completed')))
    .groupBy(payrollRuns.period)
    .orderBy(sql`${payrollRuns.period} desc`);
}

/** The benefits with a payroll line in the period or the one before, by name (the Sage 50 layout's columns). */
export function payrollBenefits(db: Database, clientId: string, period: string, previous: string) {
  return rawRows<{ id: number; name: string }>(
    db,
    sql`select b.id, b.name from ${benefits} b
      where b.client_id = ${clientId} and exists (
        select 1 from payroll_lines l
        where l.client_id = ${clientId} and l.benefit_id = b.id and l.period in (${period}, ${previous}))
      order by b.name, b.id`,
  );
}

/** Each provider's months in which someone joined, left or changed cover, newest first. */
export function providerMonths(db: Database, clientId: string) {
  return rawRows<{ month: string; provider: string }>(
    db,
    sql`select distinct to_char(moved.on_date, 'YYYY-MM') as month, ${benefits.provider} as provider
      from ${selections}
      join ${benefits} on ${benefits.id} = ${selections.benefitId}
      cross join lateral (values (${selections.startDate}), (${selections.endDate})) as moved(on_date)
      where ${selections.clientId} = ${clientId}
        and ${selections.status} in ('approved', 'opted-out')
        and moved.on_date is not null
      order by month desc, provider`,
  );
}

/** The years the tenant's life events close in, newest first. */
export async function lifeEventYears(db: Database, clientId: string): Promise<number[]> {
  const rows = await rawRows<{ year: number }>(
    db,
    sql`select distinct extract(year from ${lifeEvents.closesOn})::int as year
      from ${lifeEvents} where ${lifeEvents.clientId} = ${clientId} order by year desc`,
  );
  return rows.map((row) => Number(row.year));
}

export interface PayrollReportRow {
  userId: string;
  benefitId: number;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  benefitName: string;
  payDay: string | null;
  employeePence: number | null;
  employerPence: number | null;
  previousEmployeePence: number | null;
  previousEmployerPence: number | null;
  beforeTax: boolean;
  beforeNi: boolean;
  pensionable: boolean;
}

/**
 * One batch of the payroll report: the period's and the period before's ledger sums per employee and benefit,
 * for the next `limit` employees after `afterUserId`. Each batch is one range of user ids, read over the
 * ledger's (client, period, user) index and the users' primary key (range scans, not a lookup per line).
 */
export function payrollReportBatch(
  db: Database,
  clientId: string,
  period: string,
  previous: string,
  afterUserId: string | null,
  limit: number,
) {
  const after = afterUserId ?? '00000000-0000-0000-0000-000000000000';
  return rawRows<PayrollReportRow>(
    db,
    sql`with bound as (
        select user_id as last_user from (
          select distinct user_id from payroll_lines
          where client_id = ${clientId} and period in (${period}, ${previous}) and user_id > ${after}::uuid
          order by user_id limit ${limit}
        ) as people
        order by user_id desc limit 1
      ),
      sums as (
        select user_id, benefit_id, period,
          sum(employee_pence)::int as employee_pence, sum(employer_pence)::int as employer_pence,
          bool_or(before_tax) as before_tax, bool_or(before_ni) as before_ni, bool_or(pensionable) as pensionable,
          max(pay_day)::text as pay_day
        from payroll_lines
        where client_id = ${clientId} and period in (${period}, ${previous})
          and user_id > ${after}::uuid and user_id <= (select last_user from bound)
        group by user_id, benefit_id, period
      ),
      cur as (select * from sums where period = ${period}),
      prev as (select * from sums where period = ${previous}),
      who as materialized (
        select id, employee_number, first_name, surname from users
        where client_id = ${clientId} and id > ${after}::uuid and id <= (select last_user from bound)
      )
      select coalesce(cur.user_id, prev.user_id) as "userId",
        coalesce(cur.benefit_id, prev.benefit_id) as "benefitId",
        who.employee_number as "employeeNumber", who.first_name as "firstName", who.surname as "surname",
        b.name as "benefitName", cur.pay_day as "payDay",
        cur.employee_pence as "employeePence", cur.employer_pence as "employerPence",
        prev.employee_pence as "previousEmployeePence", prev.employer_pence as "previousEmployerPence",
        coalesce(cur.before_tax, prev.before_tax) as "beforeTax",
        coalesce(cur.before_ni, prev.before_ni) as "beforeNi",
        coalesce(cur.pensionable, prev.pensionable) as "pensionable"
      from cur full outer join prev on prev.user_id = cur.user_id and prev.benefit_id = cur.benefit_id
      join who on who.id = coalesce(cur.user_id, prev.user_id)
      join benefits b on b.id = coalesce(cur.benefit_id, prev.benefit_id)
      order by 1, 2`,
  );
}

/** The tenant's leavers and their leave dates (a few per cent of the roster), by user id. */
export async function leaveDates(db: Database, clientId: string): Promise<Map<string, string>> {
  const rows = await rawRows<{ userId: string; leaveDate: string }>(
    db,
    sql`select user_id as "userId", leave_date::text as "leaveDate" from employee_records
      where client_id = ${clientId} and leave_date is not null`,
  );
  return new Map(rows.map((row) => [row.userId, row.leaveDate]));
}

/**
 * The selections that end within `from` to `to` and are not followed by a newer version the next day (a change
 * of values continues the deduction): `user:benefit` to the end date.
 */
export async function endingSelections(
  db: Database,
  clientId: string,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const rows = await rawRows<{ userId: string; benefitId: number; endDate: string }>(
    db,
    sql`select s.user_id as "userId", s.benefit_id as "benefitId", max(s.end_date)::text as "endDate"
      from selections s
      where s.client_id = ${clientId} and s.status in ('approved', 'opted-out')
        and s.end_date >= ${from}::date and s.end_date <= ${to}::date
        and not exists (
          select 1 from selections later
          where later.client_id = s.client_id and later.user_id = s.user_id
            and later.benefit_id = s.benefit_id and later.status = 'approved'
            and later.start_date = s.end_date + 1
        )
      group by s.user_id, s.benefit_id`,
  );
  return new Map(rows.map((row) => [`${row.userId}:${row.benefitId}`, row.endDate]));
}

export interface ProviderReportRow {
  selectionId: string;
  employeeNumber: string | null;
  firstName: string;
  surname: string;
  benefitName: string;
  movement: 'joiner' | 'leaver' | 'change';
  onDate: string;
  planName: string | null;
}

/**
 * A provider's joiners, leavers and changes of cover in a month: a selection starting then is a joiner, or a
 * change when an earlier version of the same benefit was in force; one ending then is a leaver, unless a
 * newer version follows the next day (a change, listed once by the newer version).
 */
export function providerReportRows(db: Database, clientId: string, provider: string, month: string) {
  const first = `${month}-01`;
  return rawRows<ProviderReportRow>(
    db,
    sql`select s.id as "selectionId", u.employee_number as "employeeNumber", u.first_name as "firstName",
        u.surname as "surname", b.name as "benefitName", moved.movement, moved.on_date::text as "onDate",
        p.name as "planName"
      from selections s
      join benefits b on b.id = s.benefit_id
      join users u on u.id = s.user_id
      left join benefit_plans p on p.id = s.plan_id
      cross join lateral (
        select case when exists (
            select 1 from selections earlier
            where earlier.client_id = s.client_id and earlier.user_id = s.user_id
              and earlier.benefit_id = s.benefit_id and earlier.status in ('approved', 'opted-out')
              and earlier.start_date < s.start_date
          ) then 'change' else 'joiner' end as movement, s.start_date as on_date
        where s.start_date >= ${first}::date and s.start_date < (${first}::date + interval '1 month')
        union all
        select 'leaver', s.end_date
        where s.end_date >= ${first}::date and s.end_date < (${first}::date + interval '1 month')
          and not exists (
            select 1 from selections later
            where later.client_id = s.client_id and later.user_id = s.user_id
              and later.benefit_id = s.benefit_id and later.status = 'approved'
              and later.start_date = s.end_date + 1
          )
      ) as moved
      where s.client_id = ${clientId} and b.provider = ${provider} and s.status in ('approved', 'opted-out')
      order by moved.on_date, u.surname, u.first_name, s.id`,
  );
}

/** The tenant's life events whose closed date falls in `year`, by closed date. */
export function lifeEventReportRows(
  db: Database,
  clientId: string,
  year: number,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      id: lifeEvents.id,
      employeeNumber: users.employeeNumber,
      firstName: users.firstName,
      surname: users.surname,
      typeName: lifeEventTypes.name,
      eventDate: lifeEvents.eventDate,
      reportedAt: lifeEvents.reportedAt,
      closesOn: lifeEvents.closesOn,
      voidedAt: lifeEvents.voidedAt,
      voidReason: lifeEvents.voidReason,
    })
    .from(lifeEvents)
    .innerJoin(users, eq(users.id, lifeEvents.userId))
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.typeId))
    .where(
      and(
        eq(lifeEvents.clientId, clientId),
        gte(lifeEvents.closesOn, `${year}-01-01`),
        lte(lifeEvents.closesOn, `${year}-12-31`),
      ),
    )
    .orderBy(asc(lifeEvents.closesOn), asc(lifeEvents.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type LifeEventReportRow = Awaited<ReturnType<typeof lifeEventReportRows>>[number];
