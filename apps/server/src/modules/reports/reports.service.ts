/**
 * Reports (BENEFITS.md, Employer side): what exists of each kind, one report as a file, several as one ZIP.
 * Every file streams as its rows are read in batches, so a report of 100,000 employees never sits in memory.
 */
import { monthYear, payPeriod, shiftPayPeriod, ukDateOf } from '@portal/benefits';
import type { ReportFormat, ReportItem, ReportList, ReportListQuery, ReportType } from '@portal/contracts';
import archiver from 'archiver';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  inBatches,
  REPORT_CONTENT_TYPES,
  reportFileName,
  reportStream,
  type ReportFile,
} from '../../lib/report-file.ts';
import { peopleCoveredOf } from '../selections/index.ts';
import {
  LIFE_EVENT_COLUMNS,
  payrollColumns,
  PROVIDER_COLUMNS,
  type PayrollLine,
  type ProviderLine,
} from './reports.presenter.ts';
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

/** The tenant's reports of one kind, newest first: only that kind's query runs. */
async function reportsOfType(db: Database, clientId: string, type: ReportType): Promise<ReportItem[]> {
  if (type === 'payroll') {
    return (await payrollPeriods(db, clientId)).map((period): ReportItem => {
      const { year, month } = monthOf(period);
      return {
        id: `payroll-${period}`,
        type,
        label: monthYear(year, month),
        year,
        month,
        providerName: null,
        closed_year: null,
      };
    });
  }
  if (type === 'provider') {
    return (await providerMonths(db, clientId)).map(({ month: period, provider }): ReportItem => {
      const { year, month } = monthOf(period);
      return {
        id: `provider-${period}-${providerSlug(provider)}`,
        type,
        label: `${provider}, ${monthYear(year, month)}`,
        year,
        month,
        providerName: provider,
        closed_year: null,
      };
    });
  }
  return (await lifeEventYears(db, clientId)).map((year): ReportItem => ({
    id: `lifeevent-${year}`,
    type,
    label: `Closed in ${year}`,
    year,
    month: null,
    providerName: null,
    closed_year: year,
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
  return { reports };
}

/** A payroll or provider report's month as a pay period id (`2026-10`). */
const periodOf = (report: ReportItem) => `${report.year}-${String(report.month).padStart(2, '0')}`;

function rowsOfReport(db: Database, clientId: string, report: ReportItem): AsyncIterable<object[]> {
  if (report.type === 'payroll') {
    return payrollBatches(db, clientId, periodOf(report));
  }
  if (report.type === 'provider') {
    return providerBatches(db, clientId, report.providerName!, periodOf(report));
  }
  return inBatches((window) => lifeEventReportRows(db, clientId, report.closed_year!, window), BATCH);
}

async function* payrollBatches(
  db: Database,
  clientId: string,
  period: string,
): AsyncGenerator<PayrollLine[]> {
  const previous = shiftPayPeriod(period, -1);
  const { startsOn, endsOn } = payPeriod(period);
  const [leavers, ending] = await Promise.all([
    leaveDates(db, clientId),
    endingSelections(db, clientId, startsOn, endsOn),
  ]);
  let after: string | null = null;
  for (;;) {
    const rows = await payrollReportBatch(db, clientId, period, previous, after, BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...row,
      period,
      leaveDate: leavers.get(row.userId) ?? null,
      selectionEndDate: ending.get(`${row.userId}:${row.benefitId}`) ?? null,
    }));
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

const KINDS = { payroll: 'payroll', provider: 'provider', lifeevent: 'life-events' } as const;

function fileOf(db: Database, clientId: string, slug: string, report: ReportItem, format: ReportFormat) {
  const what =
    report.type === 'lifeevent'
      ? `closed-${report.year}`
      : report.type === 'provider'
        ? `${providerSlug(report.providerName!)}-${periodOf(report)}`
        : periodOf(report);
  const columns = {
    payroll: payrollColumns(),
    provider: PROVIDER_COLUMNS,
    lifeevent: LIFE_EVENT_COLUMNS,
  }[report.type] as Parameters<typeof reportStream<object>>[2];
  return {
    fileName: reportFileName(slug, KINDS[report.type], what, format),
    contentType: REPORT_CONTENT_TYPES[format],
    body: reportStream(format, report.label.slice(0, 31), columns, rowsOfReport(db, clientId, report)),
  };
}

async function reportsNamed(db: Database, clientId: string, ids: readonly string[]) {
  // The kinds the ids name (`payroll-...`): only their lists are read.
  const types = [...new Set(ids.map((id) => id.slice(0, id.indexOf('-'))))] as ReportType[];
  const lists = await Promise.all(types.map((type) => reportsOfType(db, clientId, type)));
  const known = new Map(lists.flat().map((report) => [report.id, report]));
  const found = ids.map((id) => known.get(id));
  if (found.some((report) => report === undefined)) throw new HttpError(404, NO_SUCH_REPORT);
  return found as ReportItem[];
}

export async function reportFile(
  db: Database,
  tenant: Tenant,
  reportId: string,
  format: ReportFormat,
): Promise<ReportFile> {
  const [report] = await reportsNamed(db, tenant.id, [reportId]);
  return fileOf(db, tenant.id, tenant.slug, report!, format);
}

/** Several reports as one ZIP, each file written in turn while the archive streams out. */
export async function reportsZip(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  ids: readonly string[],
  format: ReportFormat,
): Promise<ReportFile> {
  const reports = await reportsNamed(db, tenant.id, ids);
  const archive = archiver('zip', { zlib: { level: 6 } });
  void (async () => {
    for (const report of reports) {
      const file = fileOf(db, tenant.id, tenant.slug, report, format);
      const added = new Promise((resolve) => archive.once('entry', resolve));
      archive.append(file.body, { name: file.fileName });
      await added;
    }
    await archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    fileName: `${tenant.slug}-reports-${ukDateOf(clock())}.zip`,
    contentType: 'application/zip',
    body: archive,
  };
}
