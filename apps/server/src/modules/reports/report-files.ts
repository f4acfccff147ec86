/**
 * Report files: one report as CSV or XLSX (a payroll report in our layout or Sage 50 Payroll's), several as one
 * ZIP, each streamed as its rows are read (reports.service.ts reads them).
 */
import type { PayrollLayout, ReportFormat, ReportItem } from '@portal/contracts';
import { shiftPayPeriod, ukDateOf } from '@portal/benefits';
import archiver from 'archiver';
import { PassThrough, type Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  REPORT_CONTENT_TYPES,
  reportFileName,
  reportStream,
  type ReportFile,
} from '../../lib/report-file.ts';
import {
  LIFE_EVENT_COLUMNS,
  payrollColumns,
  PROVIDER_COLUMNS,
  sage50Columns,
  sage50Lines,
} from './reports.presenter.ts';
import { payrollBenefits } from './reports.repository.ts';
import {
  payrollBatches,
  periodOf,
  providerSlug,
  reportsNamed,
  rowsOfReport,
  type OnPeople,
  type Tenant,
} from './reports.service.ts';

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
