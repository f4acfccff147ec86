/** The employer's lists as the server answers them (contracts/employees.ts), for web tests. */
import type { EmployeeListResponse, EmployeeRow, RegistrationTotals } from '@portal/contracts';

export function employeeRow(
  values: Partial<EmployeeRow> & Pick<EmployeeRow, 'id' | 'firstName' | 'surname'>,
): EmployeeRow {
  return {
    employeeNumber: null,
    email: `${values.firstName.toLowerCase()}@demo.test`,
    location: 'Manchester',
    employmentStatus: 'active',
    activated: true,
    activatedAt: '2026-01-19T09:00:00.000Z',
    twoFactorEnabled: false,
    ...values,
  };
}

export function employeeList(
  data: EmployeeRow[],
  totals: RegistrationTotals = { totalEmployees: 6, totalRegisteredEmployees: 5, registeredPercentage: 83.3 },
  page: Partial<Pick<EmployeeListResponse, 'total' | 'last_page' | 'per_page' | 'filters'>> = {},
): EmployeeListResponse {
  return {
    data,
    total: data.length,
    last_page: 1,
    per_page: 10,
    filters: {},
    totalEmployeesValues: totals,
    ...page,
  };
}
