/** The employer's people as the contracts answer them, and as the report files lay them out. */
import type { EmployeeRow, TwoFactorRow } from '@portal/contracts';
import type { ReportColumn } from '../../lib/report-file.ts';
import type { EmployeeListRow } from './employees.repository.ts';

export function presentEmployee(row: EmployeeListRow): EmployeeRow {
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    location: row.location,
    employmentStatus: row.employmentStatus,
    activated: row.activatedAt !== null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

export function presentTwoFactorRow(row: EmployeeListRow): TwoFactorRow {
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    name: `${row.firstName} ${row.surname}`,
    email: row.email,
    twoFactorEnabled: row.totpEnabledAt !== null,
    twoFactorEnabledAt: row.totpEnabledAt?.toISOString() ?? null,
  };
}

const day = (at: Date | null) => at?.toISOString().slice(0, 10) ?? null;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const EMPLOYEE_REPORT_COLUMNS: readonly ReportColumn<EmployeeListRow>[] = [
  { header: 'Employee number', value: (row) => row.employeeNumber },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'Email', value: (row) => row.email },
  { header: 'Location', value: (row) => row.location },
  { header: 'Employment status', value: (row) => row.employmentStatus },
  { header: 'Activated', value: (row) => yesNo(row.activatedAt !== null) },
  { header: 'Activated on', value: (row) => day(row.activatedAt) },
  { header: 'Two-factor on', value: (row) => yesNo(row.totpEnabledAt !== null) },
];

export const TWO_FACTOR_REPORT_COLUMNS: readonly ReportColumn<EmployeeListRow>[] = [
  { header: 'Employee number', value: (row) => row.employeeNumber },
  { header: 'Name', value: (row) => `${row.firstName} ${row.surname}` },
  { header: 'Email', value: (row) => row.email },
  { header: 'Two-factor on', value: (row) => yesNo(row.totpEnabledAt !== null) },
  { header: 'Two-factor on since', value: (row) => day(row.totpEnabledAt) },
];
