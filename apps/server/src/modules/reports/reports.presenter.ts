/**
 * The reports' columns (BENEFITS.md, Employer side: Reports; documented in docs/reports.md). Money is in
 * pounds with two decimals; yes and no as Yes and No; dates as ISO dates, which every spreadsheet reads.
 */
import { longDate, payPeriod, payrollChange, ukDateOf } from '@portal/benefits';
import type { ReportColumn } from '../../lib/report-file.ts';
import type { LifeEventReportRow, PayrollReportRow, ProviderReportRow } from './reports.repository.ts';

const pounds = (pence: number | null) => (pence === null ? null : (pence / 100).toFixed(2));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface PayrollLine extends PayrollReportRow {
  period: string;
  leaveDate: string | null;
  /** The end date of the selection, where it ends in the period. */
  selectionEndDate: string | null;
}

export function payrollColumns(): ReportColumn<PayrollLine>[] {
  return [
    { header: 'Pay period', value: (row) => row.period },
    { header: 'Pay day', value: (row) => row.payDay ?? payPeriod(row.period).payDay },
    { header: 'Employee number', value: (row) => row.employeeNumber },
    { header: 'Surname', value: (row) => row.surname },
    { header: 'First name', value: (row) => row.firstName },
    { header: 'Benefit', value: (row) => row.benefitName },
    {
      header: 'Change',
      value: (row) =>
        payrollChange({
          period: payPeriod(row.period),
          current:
            row.employeePence === null
              ? null
              : { employeePence: row.employeePence, employerPence: row.employerPence ?? 0 },
          previous:
            row.previousEmployeePence === null
              ? null
              : { employeePence: row.previousEmployeePence, employerPence: row.previousEmployerPence ?? 0 },
          leaveDate: row.leaveDate,
          selectionEndDate: row.selectionEndDate,
        }),
    },
    { header: 'Employee deduction (GBP)', value: (row) => pounds(row.employeePence ?? 0) },
    { header: 'Employer contribution (GBP)', value: (row) => pounds(row.employerPence ?? 0) },
    { header: 'Previous employee deduction (GBP)', value: (row) => pounds(row.previousEmployeePence) },
    { header: 'Before tax', value: (row) => yesNo(row.beforeTax) },
    { header: 'Before National Insurance', value: (row) => yesNo(row.beforeNi) },
    { header: 'Pensionable', value: (row) => yesNo(row.pensionable) },
    { header: 'Leave date', value: (row) => row.leaveDate },
  ];
}

export interface ProviderLine extends ProviderReportRow {
  peopleCovered: string;
}

const MOVEMENTS = { joiner: 'Joiner', leaver: 'Leaver', change: 'Change of cover' } as const;

export const PROVIDER_COLUMNS: ReportColumn<ProviderLine>[] = [
  { header: 'Employee number', value: (row) => row.employeeNumber },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Benefit', value: (row) => row.benefitName },
  { header: 'Movement', value: (row) => MOVEMENTS[row.movement] },
  { header: 'Effective date', value: (row) => row.onDate },
  { header: 'Plan', value: (row) => row.planName },
  { header: 'People covered', value: (row) => row.peopleCovered },
];

export const LIFE_EVENT_COLUMNS: ReportColumn<LifeEventReportRow>[] = [
  { header: 'Employee number', value: (row) => row.employeeNumber },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Life event', value: (row) => row.typeName },
  { header: 'Event date', value: (row) => row.eventDate },
  { header: 'Reported', value: (row) => ukDateOf(row.reportedAt) },
  { header: 'Closed date', value: (row) => row.closesOn },
  { header: 'Voided', value: (row) => (row.voidedAt ? longDate(ukDateOf(row.voidedAt)) : '') },
  { header: 'Void reason', value: (row) => row.voidReason },
];
