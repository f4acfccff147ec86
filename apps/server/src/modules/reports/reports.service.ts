/**
 * Reports (BENEFITS.md, Employer side): what exists of each kind, one report as a file, several as one ZIP.
 * Every file streams as its rows are read in batches, so a report of 100,000 employees never sits in memory.
 */
import { monthYear, payPeriod, shiftPayPeriod, ukDateOf } from '@portal/benefits';
import {
  LARGE_REPORT_PEOPLE,
  type PayrollLayout,
  type ReportFormat,
  type ReportItem,
  type ReportList,
  type ReportListQuery,
  type ReportType,
} from '@portal/contracts';
import { PassThrough, type Readable } from 'node:stream';
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
  sage50Columns,
  sage50Lines,
  type PayrollLine,
  type ProviderLine,
} from './reports.presenter.ts';
import {
  endingSelections,
  leaveDates,
  lifeEventReportRows,
  lifeEventYears,
  payrollBenefits,
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
const periodOf = (report: ReportItem) => `${report.year}-${String(report.month).padStart(2, '0')}`;

/** Told how many more people a report has written (a build's progress). */
export type OnPeople = (people: number) => void;

function rowsOfReport(
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

async function* payrollBatches(
  db: Database,
  clientId: string,
  period: string,
  onPeople: OnPeople,
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

const KINDS = { payroll: 'payroll', provider: 'provider', lifeevent: 'life-events' } as const;

/** `demo-payroll-2026-10.csv`, `demo-payroll-sage50-2026-10.csv`: the tenant, the kind and the period. */
export function fileNameOf(slug: string, report: ReportItem, format: ReportFormat, layout: PayrollLayout) {
  const what =
    report.type === 'lifeevent'
      ? `closed-${report.year}`
      : report.type === 'provider'
        ? `${providerSlug(report.providerName!)}-${periodOf(report)}`
        : periodOf(report);
  const kind = report.type === 'payroll' && layout === 'sage50' ? 'payroll-sage50' : KINDS[report.type];
  return reportFileName(slug, kind, what, format);
}

function fileOf(
  db: Database,
  clientId: string,
  slug: string,
  report: ReportItem,
  { format, layout }: { format: ReportFormat; layout: PayrollLayout },
  onPeople: OnPeople = () => undefined,
): ReportFile {
  const sheet = report.label.slice(0, 31);
  const file = (body: Readable) => ({
    fileName: fileNameOf(slug, report, format, layout),
    contentType: REPORT_CONTENT_TYPES[format],
    body,
  });
  if (report.type === 'payroll' && layout === 'sage50') {
    return file(sage50Stream(db, clientId, periodOf(report), format, sheet, onPeople));
  }
  const columns = {
    payroll: payrollColumns(),
    provider: PROVIDER_COLUMNS,
    lifeevent: LIFE_EVENT_COLUMNS,
  }[report.type] as Parameters<typeof reportStream<object>>[2];
  return file(reportStream(format, sheet, columns, rowsOfReport(db, clientId, report, onPeople)));
}

/**
 * Sage 50 Payroll's payments and deductions import: one line per employee, a column per benefit with its
 * deduction this period (0.00 stops one taken before). The benefits with a line are read first, for the header.
 */
function sage50Stream(
  db: Database,
  clientId: string,
  period: string,
  format: ReportFormat,
  sheet: string,
  onPeople: OnPeople,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const offered = await payrollBenefits(db, clientId, period, shiftPayPeriod(period, -1));
    const lines = async function* () {
      for await (const batch of payrollBatches(db, clientId, period, onPeople)) yield sage50Lines(batch);
    };
    reportStream(format, sheet, sage50Columns(offered), lines())
      .on('error', (error) => out.destroy(error))
      .pipe(out);
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
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

export interface FileChoice {
  format: ReportFormat;
  layout: PayrollLayout;
}

export async function reportFile(
  db: Database,
  tenant: Tenant,
  reportId: string,
  choice: FileChoice,
): Promise<ReportFile> {
  const [report] = await reportsNamed(db, tenant.id, [reportId]);
  return fileOf(db, tenant.id, tenant.slug, report!, choice);
}

/** The file of these reports: the report's own, or a ZIP of several; `onPeople` follows the payroll lines. */
export function reportsFile(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  reports: readonly ReportItem[],
  choice: FileChoice,
  onPeople?: OnPeople,
): ReportFile {
  return reports.length === 1
    ? fileOf(db, tenant.id, tenant.slug, reports[0]!, choice, onPeople)
    : zipOf(db, clock, tenant, reports, choice, onPeople);
}

/** A ZIP's name: the tenant and the day it was made. */
export const zipFileName = (slug: string, clock: Clock) => `${slug}-reports-${ukDateOf(clock())}.zip`;

/** Several reports as one ZIP, each file written in turn while the archive streams out. */
export async function reportsZip(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  ids: readonly string[],
  choice: FileChoice,
): Promise<ReportFile> {
  return zipOf(db, clock, tenant, await reportsNamed(db, tenant.id, ids), choice);
}

function zipOf(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  reports: readonly ReportItem[],
  choice: FileChoice,
  onPeople?: OnPeople,
): ReportFile {
  const archive = archiver('zip', { zlib: { level: 6 } });
  void (async () => {
    for (const report of reports) {
      const file = fileOf(db, tenant.id, tenant.slug, report, choice, onPeople);
      const added = new Promise((resolve) => archive.once('entry', resolve));
      archive.append(file.body, { name: file.fileName });
      await added;
    }
    await archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    fileName: zipFileName(tenant.slug, clock),
    contentType: 'application/zip',
    body: archive,
  };
}
