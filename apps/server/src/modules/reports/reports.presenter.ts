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
  /** The period's pay day by its scheme year's rule: the column's value for a line the period did not run. */
  scheduledPayDay: string;
  leaveDate: string | null;
  /** The end date of the selection, where it ends in the period. */
  selectionEndDate: string | null;
}

export function payrollColumns(): ReportColumn<PayrollLine>[] {
  return [
    { header: 'Pay period', value: (row) => row.period },
    { header: 'Pay day', value: (row) => row.payDay ?? row.scheduledPayDay },
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

/** One employee's line of the Sage 50 layout: their deductions this period by benefit id. */
export interface Sage50Line {
  employeeNumber: string | null;
  surname: string;
  firstName: string;
  deductions: Map<number, number>;
}

/** A batch of payroll lines (whole employees, ordered by employee) as one line per employee. */
export function sage50Lines(batch: readonly PayrollLine[]): Sage50Line[] {
  const lines: Sage50Line[] = [];
  let userId: string | null = null;
  for (const row of batch) {
    if (row.userId !== userId) {
      userId = row.userId;
      lines.push({
        employeeNumber: row.employeeNumber,
        surname: row.surname,
        firstName: row.firstName,
        deductions: new Map(),
      });
    }
    const { deductions } = lines.at(-1)!;
    deductions.set(row.benefitId, (deductions.get(row.benefitId) ?? 0) + (row.employeePence ?? 0));
  }
  return lines;
}

/**
 * Sage 50 Payroll's payments and deductions import (docs/reports.md): the employee's reference (their employee
 * number), their names, then one column per benefit, named as the benefit, holding this period's deduction in
 * pounds (0.00 where it stops). Sage's import wizard maps each column to a deduction once.
 */
export function sage50Columns(offered: readonly { id: number; name: string }[]): ReportColumn<Sage50Line>[] {
  return [
    { header: 'Reference', value: (line) => line.employeeNumber },
    { header: 'Surname', value: (line) => line.surname },
    { header: 'Forename', value: (line) => line.firstName },
    ...offered.map((benefit) => ({
      header: benefit.name,
      value: (line: Sage50Line) => pounds(line.deductions.get(benefit.id) ?? 0),
    })),
  ];
}
