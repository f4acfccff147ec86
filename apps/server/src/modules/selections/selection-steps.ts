/**
 * What every step of the selection lifecycle shares: its dependencies and messages, who acted, the checks made
 * before anything is written, and how an approved version takes over from the one before it.
 */
import { addDays, eligibilityTexts, needsChoice, type SelectionStatus } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import { NO_RECORD_REASON, type CatalogueDeps } from '../benefits/index.ts';
import { CORRECT_ERRORS_MESSAGE } from '@portal/contracts';
import type { EmployeeBenefit } from './employee-benefit.ts';
import { supersede } from './selection.repository.ts';

export interface SelectionDeps extends CatalogueDeps {
  mailer: Mailer;
  secrets: SecretBox;
}

export const STALE_MESSAGE =
  'This selection has changed since you opened it, in another window or by your employer. Reload to see the latest; what you entered is still on this page.';
export const IN_PROGRESS_MESSAGE =
  'You already have a selection of this benefit in progress. Continue it instead of starting another.';
export const NOT_FOUND_MESSAGE = 'That selection does not exist';
export const MEDICAL_REVIEW_REASON =
  'Your answers to the health questions need a review before your cover starts';

export const actorOf = (principal: Principal) => ({
  actorId: principal.masquerade?.adminId ?? principal.userId,
  actedAsEmployee: principal.masquerade !== null,
});

/** Refuses a change outside the windows (BENEFITS.md: read-only, saying when it can change). */
export function assertMayChange(target: EmployeeBenefit) {
  const { eligibility } = target;
  if (!needsChoice(target.row.kind)) throw new HttpError(409, 'There is nothing to choose for this benefit');
  if (eligibility === null) throw new HttpError(409, NO_RECORD_REASON.text);
  if (eligibility.status === 'ineligible') throw new HttpError(403, eligibilityTexts(eligibility).join('. '));
  if (eligibility.status === 'not-now') throw new HttpError(409, eligibilityTexts(eligibility).join('. '));
}

export function refuseIfProblems(problems: { field: string; message: string }[]) {
  if (problems.length > 0) throw new HttpError(400, CORRECT_ERRORS_MESSAGE, problems);
}

/**
 * A version about to be approved takes over from the settled one, which is written first (one settled version
 * is live at a time): an approved one ends the day before the new one starts; a rejected or opted-out one is
 * simply history now.
 */
export async function replaceSettled(
  db: Database,
  settled: { id: string; status: SelectionStatus } | null,
  approved: { clientId: string; startDate: string | null },
  at: Date,
) {
  if (!settled) return;
  const endDate =
    settled.status === 'approved' && approved.startDate ? addDays(approved.startDate, -1) : undefined;
  await supersede(db, approved.clientId, settled.id, at, endDate);
}
