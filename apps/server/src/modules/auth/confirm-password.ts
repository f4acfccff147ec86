/**
 * A signed-in person re-entering their password to confirm an action (sending a magic link). Checked exactly
 * as a sign-in is, minus the robot check: a locked account checks nothing, a wrong password counts towards
 * the lock, a right one clears the count. `purpose` is recorded with a failure.
 */
import type { ClientRow } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { checkPassword } from './check-password.ts';
import { accountKey, readCount, type LoginAttempts, type LoginOutcome } from './login-attempts.ts';
import { findLoginCandidate } from './login.repository.ts';

export type PasswordConfirmation = 'ok' | 'wrong' | 'locked';

export async function confirmPassword(
  attempts: LoginAttempts,
  tenant: ClientRow,
  email: string,
  password: string,
  purpose: string,
  origin: RequestOrigin,
): Promise<PasswordConfirmation> {
  const { db, gate, failedRecently } = attempts;
  const key = { clientId: tenant.id, email };
  const gateKey = accountKey(key);
  const user = await findLoginCandidate(db, tenant.id, email);
  // One at a time per account, like attempts after a failure: the count decides exactly.
  const release = await gate.acquire(gateKey, 1);
  let checked: LoginOutcome | 'passwordOk';
  try {
    checked = await checkPassword(
      attempts,
      tenant,
      key,
      await readCount(attempts, key),
      user,
      { password },
      origin,
      purpose,
    );
  } finally {
    release();
  }
  if (checked === 'passwordOk') {
    failedRecently.invalidate(gateKey);
    return 'ok';
  }
  failedRecently.set(gateKey, true);
  return checked.kind === 'locked' ? 'locked' : 'wrong';
}
