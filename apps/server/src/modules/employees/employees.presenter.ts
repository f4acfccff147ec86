/** Employee rows as the employer's lists answer them. */
import type { EmployeeSummary } from '@portal/contracts';

export function presentEmployeeSummary(row: {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  activatedAt: Date | null;
}): EmployeeSummary {
  return {
    id: row.id,
    name: `${row.firstName} ${row.surname}`,
    email: row.email,
    activated: row.activatedAt !== null,
  };
}
