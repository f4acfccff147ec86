/**
 * Reports (spec sections 3, Reports, and 7): what the employer may download, per kind: payroll per pay period
 * (year and month), provider per provider and month, life events per closed year; one file as CSV or XLSX, or
 * several as one ZIP.
 */
import { z } from 'zod';
import { distinct } from './distinct.ts';
import { reportFormats } from './employees.ts';

export const reportTypes = ['payroll', 'provider', 'lifeevent'] as const;
export type ReportType = (typeof reportTypes)[number];

/** A payroll report of more people than this is built in the background before it is downloaded. */
export const LARGE_REPORT_PEOPLE = 5_000;

/**
 * The payroll report's layouts: ours (docs/reports.md), and Sage 50 Payroll's payments and deductions import
 * (one line per employee, a column per deduction).
 */
export const payrollLayouts = ['standard', 'sage50'] as const;
export type PayrollLayout = (typeof payrollLayouts)[number];

/** The most files one ZIP may hold. */
export const MAX_REPORTS_PER_ZIP = 24;

/** `payroll-2026-10`, `provider-2026-10-bupa`, `lifeevent-2026`: what a report is, readable and stable. */
export const REPORT_ID_PATTERN =
  /^(payroll-\d{4}-\d{2}|provider-\d{4}-\d{2}-[a-z0-9-]{1,60}|lifeevent-\d{4})$/;
const reportId = z.string().regex(REPORT_ID_PATTERN, 'That is not a report id');
const reportIds = distinct(
  z
    .array(reportId)
    .min(1, 'Choose at least one report')
    .max(MAX_REPORTS_PER_ZIP, `Choose at most ${MAX_REPORTS_PER_ZIP} reports at a time`),
);

export const reportListQuerySchema = z.strictObject({
  type: z.enum(reportTypes),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportItemSchema = z.object({
  id: z.string(),
  type: z.enum(reportTypes),
  /** What the list shows: "October 2026", "Bupa, October 2026", "Closed in 2026". */
  label: z.string(),
  year: z.number().int(),
  /** Payroll and provider reports: the month (1 to 12); null for life events. */
  month: z.number().int().nullable(),
  /** Provider reports. */
  providerName: z.string().nullable(),
  /** Life-event reports: the year their closed dates fall in. */
  closed_year: z.number().int().nullable(),
  /**
   * A large report (a payroll report of more than LARGE_REPORT_PEOPLE people): built in the background first
   * (POST report-builds), with progress, then downloaded.
   */
  background: z.boolean(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportListSchema = z.object({ reports: z.array(reportItemSchema) }).meta({ id: 'ReportList' });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportParamsSchema = z.object({ clientId: z.string().max(64), reportId });
const layout = z.enum(payrollLayouts).default('standard');
export const reportDownloadQuerySchema = z.strictObject({
  format: z.enum(reportFormats).default('csv'),
  /** Payroll reports only; the others have one layout. */
  layout,
});
export const reportsDownloadQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(2_000)
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(reportIds),
  format: z.enum(reportFormats).default('csv'),
  layout,
});

/** A report file to build in the background: one report's file, or several as a ZIP. */
export const reportBuildRequestSchema = z
  .strictObject({
    ids: z.array(z.string()).pipe(reportIds),
    format: z.enum(reportFormats).default('csv'),
    layout,
  })
  .meta({ id: 'ReportBuildRequest' });
export type ReportBuildRequest = z.infer<typeof reportBuildRequestSchema>;

export const reportBuildParamsSchema = z.object({
  clientId: z.string().max(64),
  buildId: z.uuid('A build id is a UUID'),
});

export const reportBuildSchema = z
  .object({
    id: z.string(),
    /** building: see progress; ready: download it; failed: see failure. */
    status: z.enum(['building', 'ready', 'failed']),
    /** People written so far, of those the payroll runs counted (the total is an estimate). */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    fileName: z.string(),
    failure: z.string().nullable(),
  })
  .meta({ id: 'ReportBuild' });
export type ReportBuild = z.infer<typeof reportBuildSchema>;
