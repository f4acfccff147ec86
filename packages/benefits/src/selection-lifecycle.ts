/**
 * The selection lifecycle (BENEFITS.md): which step may follow which, decided in one place for the API, the
 * approvals service and the tests.
 *
 *           save                 submit (approval required)         approve
 *  (none) ───────► temporary ─────────────────────────────► pending ───────► approved
 *                     │ submit (no approval)                    │ reject
 *                     └─────────────────────────────► approved  └──────► rejected ──reapply──► temporary
 *  approved ──opt-out──► opted-out ──reapply──► temporary
 *  approved or pending ──change──► a new version, temporary; the old one stays until the new one starts
 */
import type { SelectionStatus } from './calls-to-action.ts';

export type SelectionAction = 'save' | 'submit' | 'approve' | 'reject' | 'opt-out' | 'reapply' | 'change';

export interface TransitionContext {
  approvalRequired: boolean;
}

export type Transition =
  { allowed: true; to: SelectionStatus; newVersion: boolean } | { allowed: false; reason: string };

const refuse = (reason: string): Transition => ({ allowed: false, reason });
const to = (status: SelectionStatus, newVersion = false): Transition => ({
  allowed: true,
  to: status,
  newVersion,
});

/** What `action` does to a selection now in `from` (null: none yet). */
export function transition(
  from: SelectionStatus | null,
  action: SelectionAction,
  context: TransitionContext,
): Transition {
  switch (action) {
    case 'save':
      if (from === null) return to('temporary');
      return from === 'temporary' ? to('temporary') : refuse(`A selection that is ${from} cannot be edited`);
    case 'submit':
      if (from !== 'temporary') return refuse('Only a selection that is not yet submitted can be submitted');
      return to(context.approvalRequired ? 'pending' : 'approved');
    case 'approve':
    case 'reject':
      if (from !== 'pending') return refuse('Only a selection awaiting approval can be approved or rejected');
      return to(action === 'approve' ? 'approved' : 'rejected');
    case 'opt-out':
      return from === 'approved' ? to('opted-out') : refuse('Only a selected benefit can be opted out of');
    case 'reapply':
      return from === 'rejected' || from === 'opted-out'
        ? to('temporary', true)
        : refuse('Only a rejected or opted-out selection can be applied for again');
    case 'change':
      return from === 'approved' || from === 'pending'
        ? to('temporary', true)
        : refuse('Only a selected benefit, or one awaiting approval, can be changed');
  }
}

/** Statuses that end a selection's life: the next step is a new version. */
export const SETTLED_STATUSES: readonly SelectionStatus[] = ['approved', 'rejected', 'opted-out'];
export const isProposal = (status: SelectionStatus) => status === 'temporary' || status === 'pending';
