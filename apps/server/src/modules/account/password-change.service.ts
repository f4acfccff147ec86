/**
 * Change password (the change-password side panel): the current password, then a new one that meets every
 * rule. Wrong current passwords are throttled per account; the other sessions of the account end.
 */
import { ACCOUNT_LOCK_MINUTES, type ChangePasswordRequest, type PasswordCheck } from '@portal/contracts';
import { inTurn } from '../../db/in-turn.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { hashPassword, verifyPasswordOrDummy } from '../../lib/password-hash.ts';
import { hitThrottle } from '../../lib/throttle.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { AccountDeps } from './account-deps.ts';
import { findAccountHolderById, setPassword } from './account.repository.ts';
import { judgeNewPassword } from './new-password.ts';
import { endUserSessions } from '../auth/index.ts';

/**
 * Attempts allowed per account in ACCOUNT_LOCK_MINUTES. Every attempt counts (a password is checked each
 * time), so a stolen session cannot guess the password faster than the sign-in lock allows.
 */
const changeAttempts = { scope: 'change-password', limit: 5, windowMs: ACCOUNT_LOCK_MINUTES * 60_000 };

export type ChangeOutcome =
  | { kind: 'done' }
  | { kind: 'wrongCurrentPassword' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'confirmationDiffers' }
  | { kind: 'rulesNotMet'; checks: PasswordCheck[] };

export async function changePassword(
  { db, clock, sessions, mailer }: AccountDeps,
  principal: Principal,
  request: ChangePasswordRequest,
  origin: RequestOrigin,
): Promise<ChangeOutcome> {
  const at = clock();
  if (!(await hitThrottle(db, changeAttempts, principal.userId, at))) return { kind: 'tooManyAttempts' };
  const holder = await findAccountHolderById(db, principal.userId);
  const audit = { clientId: principal.clientId, userId: principal.userId, ...origin, at };
  const matches = await verifyPasswordOrDummy(holder?.passwordHash ?? null, request.currentPassword);
  if (!holder || !matches) {
    await recordAudit(db, { ...audit, type: 'password.change_failed' });
    return { kind: 'wrongCurrentPassword' };
  }
  const verdict = await judgeNewPassword(db, holder, request.password, request.password_confirmation);
  if (verdict.kind !== 'ok') return verdict;
  const passwordHash = await hashPassword(request.password);
  // One person's changes take turns; a change made meanwhile (the same request twice at once) means the
  // current password given is no longer the current one.
  const changed = await inTurn(db, ['password', holder.id], async (tx) => {
    const now = await findAccountHolderById(tx, holder.id);
    if (now?.passwordHash !== holder.passwordHash) {
      await recordAudit(tx, { ...audit, type: 'password.change_failed' });
      return false;
    }
    await setPassword(tx, holder, passwordHash, at);
    await mailer.send(
      {
        template: 'password_changed',
        clientId: principal.clientId,
        to: holder.email,
        data: { firstName: holder.firstName },
      },
      tx,
    );
    await recordAudit(tx, { ...audit, type: 'password.changed' });
    return true;
  });
  if (!changed) return { kind: 'wrongCurrentPassword' };
  await endUserSessions(sessions, holder.id, principal.sessionId, 'password_changed');
  return { kind: 'done' };
}
