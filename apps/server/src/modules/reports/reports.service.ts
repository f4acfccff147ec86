/**
 * Reports (BENEFITS.md, Employer side): what exists of each kind, and each report's rows read in batches, so a
 * report of 100,000 employees never sits in memory (report-files.ts writes them as files).
 */
import { monthYear, payPeriod, payPeriodIn, shiftPayPeriod } from '@portal/benefits';
import {
  LARGE_REPORT_PEOPLE,
  type ReportItem,
  type ReportList,
  type ReportListQuery,
  type ReportType,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { inBatches } from '../../lib/report-file.ts';
import { schemeYearsFrom } from '../benefits/index.ts';
import { peopleCoveredOf } from '../selections/index.ts';
import type { PayrollLine, ProviderLine } from './reports.presenter.ts';
import {
  endingSelections,
  leaveDates,
  lifeEventReportRows,
  lifeEventYears,
  payrollPeriods,
  payrollReportBatch,
  providerMonths,
  providerReportRows,
} from './reports.repository.ts';

export const NO_SUCH_REPORT = 'That report does not exist';
const BATCH = 2_000;

export interface Tenant {
  id: string;
  slug: string;
}

/** `bupa`, `legal-general`: a provider's name as a report id may carry it. */
export function providerSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const monthOf = (period: string) => ({ year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) });

/** A report as listed, with the people it covers where that is known (payroll: the run's count), or 0. */
export interface KnownReport extends ReportItem {
  people: number;
}

/** The tenant's reports of one kind, newest first: only that kind's query runs. */
async function reportsOfType(db: Database, clientId: string, type: ReportType): Promise<KnownReport[]> {
  if (type === 'payroll') {
    return (await payrollPeriods(db, clientId)).map(({ period, people }): KnownReport => {
      const { year, month } = monthOf(period);
      return {
        id: `payroll-${period}`,
        type,
        label: monthYear(year, month),
        year,
        month,
        providerName: null,
        closed_year: null,
        background: people > LARGE_REPORT_PEOPLE,
        people,
      };
    });
  }
  if (type === 'provider') {
    return (await providerMonths(db, clientId)).map(({ month: period, provider }): KnownReport => {
      const { year, month } = monthOf(period);
      return {
        id: `provider-${period}-${providerSlug(provider)}`,
        type,
        label: `${provider}, ${monthYear(year, month)}`,
        year,
        month,
        providerName: provider,
        closed_year: null,
        background: false,
        people: 0,
      };
    });
  }
  return (await lifeEventYears(db, clientId)).map((year): KnownReport => ({
    id: `lifeevent-${year}`,
    type,
    label: `Closed in ${year}`,
    year,
    month: null,
    providerName: null,
    closed_year: year,
    background: false,
    people: 0,
  }));
}

export async function listReports(
  db: Database,
  clientId: string,
  query: ReportListQuery,
): Promise<ReportList> {
  const reports = (await reportsOfType(db, clientId, query.type)).filter(
    (report) =>
      (query.year === undefined || report.year === query.year) &&
      (query.month === undefined || report.month === query.month),
  );
  return { reports: reports.map(({ people: _people, ...item }) => item) };
}

/** A payroll or provider report's month as a pay period id (`2026-10`). */
export const periodOf = (report: ReportItem) => `${report.year}-${String(report.month).padStart(2, '0')}`;

/** Told how many more people a report has written (a build's progress). */
export type OnPeople = (people: number) => void;

export function rowsOfReport(
  db: Database,
  clientId: string,
  report: ReportItem,
  onPeople: OnPeople,
): AsyncIterable<object[]> {
  if (report.type === 'payroll') {
    return payrollBatches(db, clientId, periodOf(report), onPeople);
  }
  if (report.type === 'provider') {
    return providerBatches(db, clientId, report.providerName!, periodOf(report));
  }
  return inBatches((window) => lifeEventReportRows(db, clientId, report.closed_year!, window), BATCH);
}

export async function* payrollBatches(
  db: Database,
  clientId: string,
  period: string,
  onPeople: OnPeople,
): AsyncGenerator<PayrollLine[]> {
  const previous = shiftPayPeriod(period, -1);
  const { startsOn, endsOn } = payPeriod(period);
  const [leavers, ending, years] = await Promise.all([
    leaveDates(db, clientId),
    endingSelections(db, clientId, startsOn, endsOn),
    schemeYearsFrom(db, clientId, 0),
  ]);
  // The pay day of a line that only cancels last period's: the period's own, by its scheme year's rule.
  const scheduledPayDay = payPeriodIn(years, period).payDay;
  let after: string | null = null;
  for (;;) {
    const rows = await payrollReportBatch(db, clientId, period, previous, after, BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...row,
      period,
      scheduledPayDay,
      leaveDate: leavers.get(row.userId) ?? null,
      selectionEndDate: ending.get(`${row.userId}:${row.benefitId}`) ?? null,
    }));
    onPeople(new Set(rows.map((row) => row.userId)).size);
    after = rows.at(-1)!.userId;
  }
}

async function* providerBatches(
  db: Database,
  clientId: string,
  provider: string,
  month: string,
): AsyncGenerator<ProviderLine[]> {
  const rows = await providerReportRows(db, clientId, provider, month);
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    const covered = await peopleCoveredOf(
      db,
      clientId,
      batch.map((row) => row.selectionId),
      payPeriod(month).endsOn,
    );
    yield batch.map((row) => ({
      ...row,
      peopleCovered: (covered.get(row.selectionId) ?? []).map((person) => person.name).join(', '),
    }));
  }
}

export async function reportsNamed(
  db: Database,
  clientId: string,
  ids: readonly string[],
): Promise<KnownReport[]> {
  // The kinds the ids name (`payroll-...`): only their lists are read.
  const types = [...new Set(ids.map((id) => id.slice(0, id.indexOf('-'))))] as ReportType[];
  const lists = await Promise.all(types.map((type) => reportsOfType(db, clientId, type)));
  const known = new Map(lists.flat().map((report) => [report.id, report]));
  const found = ids.map((id) => known.get(id));
  if (found.some((report) => report === undefined)) throw new HttpError(404, NO_SUCH_REPORT);
  return found as KnownReport[];
}
