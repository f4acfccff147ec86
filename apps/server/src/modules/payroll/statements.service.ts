/**
 * Statements and the total reward (spec sections 3 and 7): all read from the payroll ledger, so what the card,
 * the page and a group's statement say always adds up to what payroll recorded.
 *
 * A year of the total reward runs from the scheme year's first month to the last month payroll has run. Its
 * salary is what those months paid (the current salary, a twelfth a month employed); the benefits' value is
 * what the employer paid in plus the tax and National Insurance the employee saved.
 */
import { employedIn, payPeriod, roundPence, type EmployeeRecord } from '@portal/benefits';
import type {
  RewardCategory,
  RewardYear,
  StatementEntry,
  TotalRewardCard,
  TotalRewardPage,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  groupContributions,
  groupExists,
  payRecordOf,
  rewardRows,
  schemesAndRuns,
} from './statements.repository.ts';

export interface StatementsDeps {
  db: Database;
  /** Total reward statements by employee: the ledger changes only when payroll runs. */
  rewards: TtlCache<TotalRewardPage>;
}

/**
 * The statements' memory: every payroll run forgets it, in every process (payroll.module.ts), so it may keep
 * answers for minutes.
 */
export function rewardCache(): TtlCache<TotalRewardPage> {
  return new TtlCache(10 * 60_000, 5_000);
}

const ownerOf = (principal: Principal) => ({ clientId: principal.clientId, userId: principal.userId });
const inPounds = (pence: number) => pence / 100;

export async function contributionsOf(
  { db }: Pick<StatementsDeps, 'db'>,
  principal: Principal,
  groupCode: string,
): Promise<StatementEntry[]> {
  if (!(await groupExists(db, principal.clientId, groupCode))) {
    throw new HttpError(404, 'There is no such benefit group');
  }
  const rows = await groupContributions(ownerOf(principal), db, groupCode);
  return rows.map((row) => ({
    year: Number(row.period.slice(0, 4)),
    month: Number(row.period.slice(5, 7)),
    employeeContribution: inPounds(row.employeePence),
    employerContribution: inPounds(row.employerPence),
  }));
}

type RewardRow = Awaited<ReturnType<typeof rewardRows>>[number];
type YearRange = { year: number; startsOn: string; endsOn: string };

function categoriesOf(rows: readonly RewardRow[]): RewardCategory[] {
  const categories: RewardCategory[] = [];
  for (const row of rows) {
    let category = categories.find((candidate) => candidate.code === row.groupCode);
    if (!category) {
      category = { code: row.groupCode, name: row.groupName, value: 0, lines: [] };
      categories.push(category);
    }
    const valuePence = row.employerPence + row.taxSavingPence + row.niSavingPence;
    category.value += inPounds(valuePence);
    category.lines.push({
      benefitId: row.benefitId,
      name: row.name,
      youPaid: inPounds(row.employeePence),
      employerPaid: inPounds(row.employerPence),
      taxSaving: inPounds(row.taxSavingPence),
      niSaving: inPounds(row.niSavingPence),
      value: inPounds(valuePence),
    });
  }
  // Pounds added up line by line may drift by a fraction of a penny: each total is rounded to it.
  return categories.map((category) => ({ ...category, value: Math.round(category.value * 100) / 100 }));
}

function rewardYear(
  range: YearRange,
  rows: readonly RewardRow[],
  periods: readonly string[],
  record: (EmployeeRecord & { annualSalaryPence: number }) | null,
): RewardYear | null {
  const paid = periods.filter((period) => {
    const { startsOn, endsOn } = payPeriod(period);
    return (
      range.startsOn <= startsOn &&
      endsOn <= range.endsOn &&
      (!record || employedIn(record, payPeriod(period)))
    );
  });
  if (paid.length === 0 || rows.length === 0) return null;
  const sum = (pick: (row: RewardRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const employerPence = sum((row) => row.employerPence);
  const savingsPence = sum((row) => row.taxSavingPence + row.niSavingPence);
  const salaryPence = record ? roundPence((record.annualSalaryPence * paid.length) / 12) : 0;
  const benefitsPence = employerPence + savingsPence;
  return {
    year: range.year,
    label: `${range.year}/${String((range.year + 1) % 100).padStart(2, '0')}`,
    from: paid[0]!,
    to: paid.at(-1)!,
    months: paid.length,
    salary: inPounds(salaryPence),
    employerContributions: inPounds(employerPence),
    savings: inPounds(savingsPence),
    youPaid: inPounds(sum((row) => row.employeePence)),
    benefitsValue: inPounds(benefitsPence),
    total: inPounds(salaryPence + benefitsPence),
    categories: categoriesOf(rows),
  };
}

export function totalRewardOf(
  { db, rewards }: StatementsDeps,
  principal: Principal,
): Promise<TotalRewardPage> {
  const owner = ownerOf(principal);
  return rewards.getOrLoad(`${owner.clientId}:${owner.userId}`, () => loadTotalReward(db, owner));
}

async function loadTotalReward(
  db: Database,
  owner: { clientId: string; userId: string },
): Promise<TotalRewardPage> {
  const [rows, { years, periods }, record] = await Promise.all([
    rewardRows(owner, db),
    schemesAndRuns(db, owner.clientId),
    payRecordOf(owner, db),
  ]);
  const statements = years
    .sort((a, b) => b.year - a.year)
    .map((range) =>
      rewardYear(
        range,
        rows.filter((row) => row.year === range.year),
        periods,
        record,
      ),
    )
    .filter((year): year is RewardYear => year !== null);
  return { years: statements };
}

export async function totalRewardCardOf(
  deps: StatementsDeps,
  principal: Principal,
): Promise<TotalRewardCard> {
  const [newest] = (await totalRewardOf(deps, principal)).years;
  if (!newest) return { year: null };
  const { categories: _categories, ...headline } = newest;
  return { year: headline };
}
