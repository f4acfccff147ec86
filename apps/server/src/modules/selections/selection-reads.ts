/** What the set-up wizard, the manage page and the employer read of selections. */
import type {
  BenefitSelectionResponse,
  CostFigures,
  EmployeeSelectionsResponse,
  SelectionChangeResponse,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { users, type SelectionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { viewFor, type CatalogueDeps } from '../benefits/index.ts';
import { claimsOf } from './claims.service.ts';
import { quoteFor } from './costs.service.ts';
import { employeeBenefit, type EmployeeBenefit } from './employee-benefit.ts';
import { presentFullSelection, presentHistory } from './selection.presenter.ts';
import {
  coveredNow,
  familyOf,
  historyOf,
  peopleCoveredOf,
  selectionRowsById,
  type CoverablePerson,
} from './selection.repository.ts';

/** The month's costs of a selection the employee has or asks for; none for one that ended or was refused. */
async function monthlyCosts(deps: CatalogueDeps, target: EmployeeBenefit, row: SelectionRow) {
  if (row.status === 'opted-out' || row.status === 'rejected' || !target.view.pay) return null;
  try {
    return (await quoteFor(deps, target, { planId: row.planId, values: row.values })).response.monthly;
  } catch {
    // Values the benefit no longer allows (an operator narrowed a limit): shown without costs.
    return null;
  }
}

async function present(deps: CatalogueDeps, target: EmployeeBenefit, rows: SelectionRow[]) {
  const people = await peopleCoveredOf(
    deps.db,
    target.view.clientId,
    rows.map((row) => row.id),
    target.view.today,
  );
  return Promise.all(
    rows.map(async (row) =>
      presentFullSelection(target, row, people.get(row.id) ?? [], await monthlyCosts(deps, target, row)),
    ),
  );
}

export async function benefitSelection(
  deps: CatalogueDeps,
  principal: Principal,
  benefitId: number,
): Promise<BenefitSelectionResponse> {
  const target = await employeeBenefit(deps, principal, benefitId);
  const { clientId, userId } = principal;
  const ids = [target.proposal?.id, target.settled?.id].filter((id): id is string => id !== undefined);
  const rows = await selectionRowsById(deps.db, clientId, ids);
  const [presented, history, coverable] = await Promise.all([
    present(deps, target, rows),
    historyOf(deps.db, { clientId, userId, benefitId, schemeId: target.view.scheme.id }),
    familyOf(deps.db, clientId, userId, target.view.today).then(coveredNow),
  ]);
  const proposal = presented.find((selection) => selection.selectionId === target.proposal?.id) ?? null;
  const settled = presented.find((selection) => selection.selectionId === target.settled?.id) ?? null;
  return {
    selection: proposal ?? settled,
    inForce: proposal && settled?.status === 'approved' ? settled : null,
    history: presentHistory(history, userId),
    coverable,
    medicalQuestions: target.details.medicalQuestions,
    claims: target.row.claimable
      ? await claimsOf(deps.db, { clientId, userId, benefitId, schemeId: target.view.scheme.id })
      : [],
  };
}

/**
 * The answer to a create or an update, from what the command already holds: the row it wrote, the people it
 * covers, and the month's costs a submit quoted (worked out here only after a save).
 */
export async function changeResponse(
  deps: CatalogueDeps,
  change: {
    row: SelectionRow;
    target: EmployeeBenefit;
    people?: CoverablePerson[];
    costs?: CostFigures | null;
    result: SelectionChangeResponse['result'];
  },
): Promise<SelectionChangeResponse> {
  const { row, target } = change;
  if (!change.people) {
    const [selection] = await present(deps, target, [row]);
    return { selection: selection!, result: change.result };
  }
  const costs = change.costs !== undefined ? change.costs : await monthlyCosts(deps, target, row);
  return { selection: presentFullSelection(target, row, change.people, costs), result: change.result };
}

export async function costsFor(
  deps: CatalogueDeps,
  principal: Principal,
  request: { benefitId: number; planId?: string | null; values: Record<string, number> },
) {
  const target = await employeeBenefit(deps, principal, request.benefitId);
  return (await quoteFor(deps, target, { planId: request.planId ?? null, values: request.values })).response;
}

/** An employer reads one employee's selections of the current year (spec: selections/client/{id}/employees/{id}). */
export async function employeeSelections(
  deps: CatalogueDeps,
  principal: Principal,
  employeeId: string,
): Promise<EmployeeSelectionsResponse> {
  const [employee] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, principal.clientId), eq(users.id, employeeId)));
  if (!employee) throw new HttpError(404, 'That employee does not exist');
  // The employee's own view of their year, read for the employer.
  const asEmployee: Principal = { ...principal, userId: employeeId, masquerade: null };
  const shown: EmployeeSelectionsResponse['selections'] = [];
  const view = await viewFor(deps, asEmployee);
  for (const benefitId of view.selections.keys()) {
    const target = await employeeBenefit(deps, asEmployee, benefitId).catch(() => null);
    const live = target && [target.proposal?.id, target.settled?.id].filter((id): id is string => !!id);
    if (!target || !live) continue;
    const rows = await selectionRowsById(deps.db, principal.clientId, live);
    for (const selection of await present(deps, target, rows)) {
      shown.push({ ...selection, benefitName: target.row.name });
    }
  }
  return { selections: shown };
}
