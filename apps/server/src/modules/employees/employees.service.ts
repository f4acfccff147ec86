/** The employer dashboard's employee figures (spec section 3, Employee list response: totalEmployeesValues). */
import type { EmployeeSearchResponse, RegistrationSummary } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { presentEmployeeSummary } from './employees.presenter.ts';
import { countRegistration, searchEmployees } from './employees.repository.ts';

/** Spec section 9: the registered percentage is rounded to one decimal. */
export function registeredPercentage(registered: number, total: number): number {
  return total === 0 ? 0 : Math.round((registered / total) * 1000) / 10;
}

export async function registrationSummary(db: Database, principal: Principal): Promise<RegistrationSummary> {
  const { total, registered } = await countRegistration(db, principal.clientId);
  return {
    totalEmployees: total,
    totalRegisteredEmployees: registered,
    registeredPercentage: registeredPercentage(registered, total),
  };
}

/** The employer's own employees matching a search. */
export async function findEmployees(
  db: Database,
  principal: Principal,
  query: { search?: string; limit: number },
): Promise<EmployeeSearchResponse> {
  const rows = await searchEmployees(db, principal.clientId, query.search ?? '', query.limit);
  return { employees: rows.map(presentEmployeeSummary) };
}
