/**
 * An approver's decision on a pending selection (BENEFITS.md, Employer side: Approvals). Written with the
 * caller's transaction handle, so the approvals capability decides a batch in one transaction; the e-mail goes
 * through the outbox in the same transaction. An approver never decides their own selection. After the caller
 * commits, it calls `context.use(employeeFacts).forgetEmployee(outcome.userId)` for each decided selection.
 */
import { firstPeriodFrom, isProposal, transition, ukDateOf, type SelectionStatus } from '@portal/benefits';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schemes, selections, type SelectionRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { CatalogueCache } from '../benefits/index.ts';
import { replaceSettled } from './selection-steps.ts';
import { mailSelection } from './selection-mail.ts';
import {
  benefitNameOf,
  peopleOfSelection,
  recordEvent,
  supersede,
  updateIfUnchanged,
} from './selection.repository.ts';

export interface Decision {
  clientId: string;
  selectionId: string;
  approve: boolean;
  /** Required to reject: the employee reads it. */
  reason?: string | null;
  approverId: string;
}

export interface DecisionDeps {
  clock: Clock;
  mailer: Mailer;
  cache: Pick<CatalogueCache, 'details'>;
}

export type DecisionOutcome =
  | { selectionId: string; decided: true; status: SelectionStatus; userId: string }
  | { selectionId: string; decided: false; why: string };

export async function decideSelection(
  db: Database,
  deps: DecisionDeps,
  decision: Decision,
): Promise<DecisionOutcome> {
  const { clientId, selectionId } = decision;
  const reason = decision.reason?.trim() || null;
  if (!decision.approve && !reason) throw new HttpError(400, 'Please give a reason for the rejection');
  const [current] = await db
    .select()
    .from(selections)
    .where(
      and(eq(selections.clientId, clientId), eq(selections.id, selectionId), isNull(selections.supersededAt)),
    );
  if (!current) return { selectionId, decided: false, why: 'It no longer exists' };
  if (current.userId === decision.approverId) {
    return { selectionId, decided: false, why: 'You cannot decide your own selection' };
  }
  const step = transition(current.status, decision.approve ? 'approve' : 'reject', {
    approvalRequired: true,
  });
  if (!step.allowed) return { selectionId, decided: false, why: 'It is no longer awaiting approval' };

  const [scheme] = await db
    .select()
    .from(schemes)
    .where(and(eq(schemes.clientId, clientId), eq(schemes.id, current.schemeId)));
  const now = deps.clock();
  const settled = await settledBeside(db, current);
  const startDate = decision.approve
    ? firstPeriodFrom(ukDateOf(now), scheme!.payrollCutOffDay).startsOn
    : null;
  // One settled version is live at a time: the one it replaces goes first. A refused change leaves the
  // approved version in force, and the refusal is history at once.
  if (decision.approve) await replaceSettled(db, settled, { clientId, startDate }, now);
  else if (settled && settled.status !== 'approved') await supersede(db, clientId, settled.id, now);
  const refusedChange = !decision.approve && settled?.status === 'approved';
  const updated = await updateIfUnchanged(
    db,
    { clientId, id: current.id, revision: current.revision },
    {
      status: step.to,
      decidedAt: now,
      decidedBy: decision.approverId,
      reason,
      startDate,
      ...(refusedChange ? { supersededAt: now } : {}),
    },
  );
  if (!updated) throw new HttpError(409, 'The selection changed while it was being decided');
  await recordEvent(db, {
    clientId,
    selectionId: updated.id,
    actorId: decision.approverId,
    actedAsEmployee: false,
    fromStatus: current.status,
    toStatus: updated.status,
    version: updated.version,
    reason,
    at: now,
  });
  const details = await deps.cache.details(clientId, current.schemeId, current.benefitId);
  if (details) {
    const facts = {
      benefitName: (await benefitNameOf(db, clientId, current.benefitId)) ?? 'Your benefit',
      details,
      row: updated,
      people: await peopleOfSelection(db, clientId, updated.id, ukDateOf(now)),
      monthlyNetPence: null,
      monthlySavingPence: 0,
    };
    await mailSelection(
      db,
      deps.mailer,
      updated.status === 'approved'
        ? { template: 'selection_approved' }
        : { template: 'selection_rejected', reason: reason! },
      facts,
    );
  }
  return { selectionId, decided: true, status: updated.status, userId: updated.userId };
}

async function settledBeside(db: Database, current: SelectionRow) {
  // By employee and year (the index the planner cannot mistake), then the benefit here.
  const rows = await db
    .select({ id: selections.id, status: selections.status, benefitId: selections.benefitId })
    .from(selections)
    .where(
      and(
        eq(selections.clientId, current.clientId),
        eq(selections.userId, current.userId),
        eq(selections.schemeId, current.schemeId),
        isNull(selections.supersededAt),
      ),
    );
  const settled = rows.find(
    (row) => row.benefitId === current.benefitId && row.id !== current.id && !isProposal(row.status),
  );
  return settled ? { id: settled.id, status: settled.status } : null;
}
