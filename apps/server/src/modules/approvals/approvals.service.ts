/**
 * Approvals (BENEFITS.md, Employer side): the benefits with pending selections, one benefit's, and the decision
 * on a batch, all in one transaction through the selections' `decideSelection` (which refuses the approver's
 * own and writes each e-mail to the outbox, so it goes only if the batch commits).
 */
import {
  lastPage,
  type ApprovalRequest,
  type ApprovalResponse,
  type BenefitApprovals,
} from '@portal/contracts';
import { ukDateOf } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { BenefitDetailRows, CatalogueCache } from '../benefits/index.ts';
import { decideSelection, peopleCoveredOf } from '../selections/index.ts';
import { fieldLabelsOf, presentApproval } from './approvals.presenter.ts';
import {
  benefitOf,
  countPendingOfBenefit,
  pendingByBenefit,
  pendingOfBenefit,
  selectionsNamed,
} from './approvals.repository.ts';

export interface ApprovalsDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  cache: Pick<CatalogueCache, 'details'>;
  /** Called after a decision commits, for each employee whose selection it decided. */
  forgetEmployee(userId: string): void;
}

export const NO_SUCH_BENEFIT = 'That benefit does not exist';
export const NO_SUCH_SELECTION = 'One or more of those selections do not exist';

export async function pendingBenefits(deps: ApprovalsDeps, principal: Principal) {
  return { benefits: await pendingByBenefit(deps.db, principal.clientId) };
}

export async function benefitApprovals(
  deps: ApprovalsDeps,
  principal: Principal,
  benefitId: number,
  page: { page: number; per_page: number },
): Promise<BenefitApprovals> {
  const { clientId } = principal;
  const benefit = await benefitOf(deps.db, clientId, benefitId);
  const details = benefit && (await deps.cache.details(clientId, benefit.schemeId, benefit.id));
  if (!benefit || !details) throw new HttpError(404, NO_SUCH_BENEFIT);
  const window = { limit: page.per_page, offset: (page.page - 1) * page.per_page };
  const found = await pendingOfBenefit(deps.db, clientId, benefitId, window);
  const total = found.total ?? (await countPendingOfBenefit(deps.db, clientId, benefitId));
  const covered = await peopleCoveredOf(
    deps.db,
    clientId,
    found.rows.map((row) => row.selection.id),
    ukDateOf(deps.clock()),
  );
  const approvals = found.rows.map((row) =>
    presentApproval(row.selection, row, details, covered.get(row.selection.id) ?? []),
  );
  return {
    benefitName: benefit.name,
    fieldLabels: fieldLabelsOf(details, approvals),
    approvals,
    total,
    per_page: page.per_page,
    last_page: lastPage(total, page.per_page),
  };
}

/**
 * Decides every named selection in one transaction. An id that is not one of the tenant's selections refuses
 * the whole batch (404, nothing changed); one that is no longer pending, or the approver's own, is reported in
 * the summary and left as it is.
 */
export async function decideApprovals(
  deps: ApprovalsDeps,
  principal: Principal,
  request: ApprovalRequest,
): Promise<ApprovalResponse> {
  const { clientId, userId: approverId } = principal;
  const ids = [...new Set(request.selectionIds)];
  const rows = await selectionsNamed(deps.db, clientId, ids);
  if (rows.length !== ids.length) throw new HttpError(404, NO_SUCH_SELECTION);
  const named = new Map(rows.map((row) => [row.id, `${row.firstName} ${row.surname}`]));
  // The benefits' details are read before the transaction: a read outside it while it is open needs a second
  // connection, and with every connection of the pool held by such transactions none would come.
  const details = new Map<string, BenefitDetailRows | null>();
  for (const row of rows) {
    const key = `${row.schemeId}:${row.benefitId}`;
    if (!details.has(key)) details.set(key, await deps.cache.details(clientId, row.schemeId, row.benefitId));
  }
  const preloaded = {
    details: async (_clientId: string, schemeId: string, benefitId: number) =>
      details.get(`${schemeId}:${benefitId}`) ?? null,
  };
  const outcomes = await deps.db.transaction(async (tx) => {
    const decided = [];
    for (const selectionId of ids) {
      decided.push(
        await decideSelection(
          tx,
          { ...deps, cache: preloaded },
          {
            clientId,
            selectionId,
            approve: request.approval,
            reason: request.reason ?? null,
            approverId,
          },
        ),
      );
    }
    return decided;
  });
  const summary = outcomes.map((outcome) => {
    const employeeName = named.get(outcome.selectionId)!;
    if (!outcome.decided) {
      return {
        selectionId: outcome.selectionId,
        employeeName,
        outcome: 'not-decided' as const,
        reason: outcome.why,
      };
    }
    deps.forgetEmployee(outcome.userId);
    const result = outcome.status === 'approved' ? ('approved' as const) : ('rejected' as const);
    return { selectionId: outcome.selectionId, employeeName, outcome: result, reason: null };
  });
  return { count: summary.filter((line) => line.outcome !== 'not-decided').length, summary };
}
