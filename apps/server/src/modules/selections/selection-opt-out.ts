/** Opting out (spec section 4: a PATCH of the status): the benefit ends with the last pay period already fixed. */
import { lastDayOfCover, transition } from '@portal/benefits';
import type { UpdateSelectionRequest } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { afterWrite, type EmployeeBenefit } from './employee-benefit.ts';
import { mailSelection } from './selection-mail.ts';
import { peopleOfSelection, recordEvent, supersede, updateIfUnchanged } from './selection.repository.ts';
import { actorOf, STALE_MESSAGE, type SelectionDeps } from './selection-steps.ts';

export async function optOut(
  deps: SelectionDeps,
  principal: Principal,
  target: EmployeeBenefit,
  current: SelectionRow,
  body: UpdateSelectionRequest,
) {
  const step = transition(current.status, 'opt-out', { approvalRequired: target.row.approvalRequired });
  if (!step.allowed) throw new HttpError(409, step.reason);
  const { today, scheme } = target.view;
  const now = deps.clock();
  const people = await peopleOfSelection(deps.db, principal.clientId, current.id, today);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateIfUnchanged(
      tx,
      { clientId: principal.clientId, id: current.id, revision: body.revision },
      {
        status: 'opted-out',
        endDate: lastDayOfCover(today, scheme.payrollCutOffDay),
        reason: body.reason || null,
      },
    );
    if (!updated) throw new HttpError(409, STALE_MESSAGE);
    // A change in progress goes with the benefit it would have changed.
    if (target.proposal) await supersede(tx, principal.clientId, target.proposal.id, now);
    await recordEvent(tx, {
      clientId: principal.clientId,
      selectionId: updated.id,
      ...actorOf(principal),
      fromStatus: current.status,
      toStatus: 'opted-out',
      version: updated.version,
      reason: body.reason || null,
      at: now,
    });
    await mailSelection(
      tx,
      deps.mailer,
      { template: 'selection_opted_out' },
      {
        benefitName: target.row.name,
        details: target.details,
        row: updated,
        people,
        monthlyNetPence: null,
        monthlySavingPence: 0,
      },
    );
    return updated;
  });
  deps.employees.forgetEmployee(principal.userId);
  return { row, target: afterWrite(target, row, [target.proposal?.id]), result: null };
}
