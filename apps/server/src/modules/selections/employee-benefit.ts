/**
 * One benefit as one employee sees it: the catalogue row and its details, the employee's eligibility for it
 * today, and their live versions of it (the settled one and a proposal). Every selection request starts here,
 * so tenant, scheme year (a masquerade's) and employee are fixed once.
 */
import { isProposal, type Eligibility } from '@portal/benefits';
import { BENEFIT_REMOVED_MESSAGE } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  eligibilityFor,
  viewFor,
  type BenefitDetailRows,
  type CatalogueDeps,
  type CatalogueRow,
  type EmployeeView,
  type LiveSelection,
} from '../benefits/index.ts';
import { liveShapeOf } from './selection.presenter.ts';

export interface EmployeeBenefit {
  view: EmployeeView;
  row: CatalogueRow;
  details: BenefitDetailRows;
  /** Null when HR has not set up the employee's record. */
  eligibility: Eligibility | null;
  settled: LiveSelection | null;
  proposal: LiveSelection | null;
}

export async function employeeBenefit(
  deps: CatalogueDeps,
  principal: Principal,
  id: number,
): Promise<EmployeeBenefit> {
  const view = await viewFor(deps, principal);
  const row = view.rows.find((candidate) => candidate.id === id);
  const details = row ? await deps.cache.details(principal.clientId, view.scheme.id, id) : null;
  if (!row || !details) throw new HttpError(404, BENEFIT_REMOVED_MESSAGE);
  const live = view.live.filter((selection) => selection.benefitId === id);
  return {
    view,
    row,
    details,
    eligibility: eligibilityFor(view, row),
    settled: live.find((selection) => !isProposal(selection.status)) ?? null,
    proposal: live.find((selection) => isProposal(selection.status)) ?? null,
  };
}

/**
 * The same benefit after a write, without reading it again: `written` takes its place as the settled version or
 * the proposal, and the versions it replaced (`gone`) leave. The next request reads the employee afresh.
 */
export function afterWrite(
  target: EmployeeBenefit,
  written: SelectionRow,
  gone: readonly (string | undefined)[] = [],
): EmployeeBenefit {
  const stays = (selection: LiveSelection | null) =>
    selection && selection.id !== written.id && !gone.includes(selection.id) ? selection : null;
  const shape = liveShapeOf(written, target.details);
  const live = written.supersededAt ? null : shape;
  return isProposal(written.status)
    ? { ...target, settled: stays(target.settled), proposal: live }
    : { ...target, settled: live ?? stays(target.settled), proposal: stays(target.proposal) };
}
