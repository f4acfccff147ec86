/** A pending selection as the approver reads it: whose, the main choice, and every field by its label. */
import type { PendingApproval } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { presentSelection, type BenefitDetailRows } from '../benefits/index.ts';
import { liveShapeOf, type CoverablePerson } from '../selections/index.ts';

export const PLAN_LABEL = 'Plan';
export const PEOPLE_LABEL = 'People covered';

export function presentApproval(
  row: SelectionRow,
  person: { firstName: string; surname: string; employeeNumber: string | null },
  details: BenefitDetailRows,
  people: readonly CoverablePerson[],
): PendingApproval {
  const summary = presentSelection(liveShapeOf(row, details), details);
  const fields: Record<string, string> = {};
  if (summary.planDetails) fields[PLAN_LABEL] = summary.planDetails.name;
  for (const value of summary.values) fields[value.label] = value.text;
  if (people.length > 0) fields[PEOPLE_LABEL] = people.map((covered) => covered.name).join(', ');
  return {
    selectionId: row.id,
    employeeName: `${person.firstName} ${person.surname}`,
    employeeNumber: person.employeeNumber,
    orderValue: summary.values[0]?.text ?? summary.planDetails?.name ?? '',
    fields,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    pendingReason: row.pendingReason,
  };
}

/** The table's field columns: the plan, the benefit's fields in its order, the people covered, as any row has them. */
export function fieldLabelsOf(details: BenefitDetailRows, approvals: readonly PendingApproval[]): string[] {
  const labels = [PLAN_LABEL, ...details.fields.map((field) => field.label), PEOPLE_LABEL];
  return labels.filter((label) => approvals.some((approval) => label in approval.fields));
}
