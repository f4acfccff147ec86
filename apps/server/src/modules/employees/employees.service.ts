/** The employer dashboard's employee figures (spec section 3, Employee list response: totalEmployeesValues). */
import type { EmployeeSearchResponse, RegistrationSummary } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { countRegistration, searchEmployees } from './employees.repository.ts';

/** Spec section 9: the registered percentage is rounded to one decimal. */
export function registeredPercentage(registered: number, total: number): number {
  return total === 0 ? 0 : Math.round((registered / total) * 1000) / 10;
}

export async function registrationSummary(
  db: Database,
  principal: Principal,
  clientId: string,
): Promise<RegistrationSummary> {
  // Another tenant's figures do not exist as far as this user can tell.
  if (clientId !== principal.clientId) throw new HttpError(404, 'Not found');
  const { total, registered } = await countRegistration(db, clientId);
  return {
    totalEmployees: total,
    totalRegisteredEmployees: registered,
    registeredPercentage: registeredPercentage(registered, total),
  };
}

/** The employer's own employees matching a search (another tenant's do not exist for this user). */
export async function findEmployees(
  db: Database,
  principal: Principal,
  clientId: string,
  query: { search?: string; limit: number },
): Promise<EmployeeSearchResponse> {
  if (clientId !== principal.clientId) throw new HttpError(404, 'Not found');
  const rows = await searchEmployees(db, clientId, query.search ?? '', query.limit);
  return {
    employees: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.surname}`,
      email: row.email,
      activated: row.activatedAt !== null,
    })),
  };
}
