/**
 * The steps every e-mailed link shares: find the token (usable, expired or unknown) and check the date of
 * birth given with it. Five wrong dates end the token; the right one is remembered, so that the token may
 * then reveal personal-details checks (POST /api/password). Last, the new password, which uses the token up.
 */
import type { Database } from '../../db/client.ts';
import type { AccountTokenPurpose } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { accountTokenHash } from './account-token.ts';
import {
  consumeAccountToken,
  findAccountToken,
  markDateOfBirthVerified,
  recordDateOfBirthFailure,
  setPassword,
  type StoredAccountToken,
} from './account.repository.ts';
import { storedDateOfBirth } from './date-of-birth.ts';

export const MAX_DOB_FAILURES = 5;

export type TokenLookup =
  | { kind: 'usable'; token: StoredAccountToken }
  | { kind: 'expired' }
  /** Unknown, used, superseded or ended by wrong dates of birth. */
  | { kind: 'invalid' };

export async function lookUpToken(
  db: Database,
  clientId: string,
  purpose: AccountTokenPurpose,
  presented: string,
  at: Date,
): Promise<TokenLookup> {
  const hash = accountTokenHash(presented);
  const token = hash ? await findAccountToken(db, clientId, purpose, hash) : null;
  if (!token || token.usedAt || token.revokedAt) return { kind: 'invalid' };
  if (token.expiresAt <= at) return { kind: 'expired' };
  return { kind: 'usable', token };
}

export type DobCheck = 'verified' | 'mismatch' | 'ended';

/** Compares a dd/mm/yyyy date with the holder's; a holder with no date on record never matches. */
export async function checkDateOfBirth(
  db: Database,
  token: StoredAccountToken,
  dateOfBirth: string,
  at: Date,
): Promise<DobCheck> {
  const onRecord = token.holder.dateOfBirth;
  if (onRecord !== null && onRecord === storedDateOfBirth(dateOfBirth)) {
    if (!token.dobVerifiedAt) await markDateOfBirthVerified(db, token.id, at);
    return 'verified';
  }
  const failures = await recordDateOfBirthFailure(db, token.id, MAX_DOB_FAILURES, at);
  return failures >= MAX_DOB_FAILURES ? 'ended' : 'mismatch';
}

/**
 * Sets the holder's new (already judged) password and uses the token up, in one transaction to which
 * `alongside` adds the flow's own writes (audit, mail). False when a parallel request used the token first.
 */
export async function setPasswordWithToken(
  db: Database,
  token: StoredAccountToken,
  password: string,
  at: Date,
  alongside: (tx: Database) => Promise<void>,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, token.id, at))) return false;
    await setPassword(tx, token.holder, passwordHash, at);
    await alongside(tx);
    return true;
  });
}
