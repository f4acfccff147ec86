/** POST /api/login: a password sign-in on the host's tenant (see login-attempts.ts for the rules). */
import type { LoginRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { verifyPasswordOrDummy } from '../../lib/password-hash.ts';
import type { Release } from './attempt-gate.ts';
import { checkPassword, liveFailures } from './check-password.ts';
import { accountKey, readCount, type LoginAttempts, type LoginOutcome } from './login-attempts.ts';
import { findLoginCandidate, MAX_FAILURES } from './login.repository.ts';

/**
 * Attempts of one account without failures that may run side by side (as many as libuv's 4 pool threads; their
 * hashes take their turn in lib/password-hash.ts), so parallel sign-ins of one account stay fast. A burst of
 * wrong passwords on a clean account can then pass the robot-check threshold by one guess, never the lock.
 */
const PARALLEL_CLEAN_ATTEMPTS = MAX_FAILURES - 1;

export async function signIn(
  attempts: LoginAttempts,
  tenant: ClientRow | null,
  request: LoginRequest,
  origin: RequestOrigin,
): Promise<LoginOutcome> {
  const { db, clock, gate, failedRecently, completeSignIn } = attempts;
  if (!tenant) {
    // A host that names no tenant: nobody can sign in, after the same work as anywhere else.
    await verifyPasswordOrDummy(null, request.password);
    return { kind: 'noMatch', showRecaptcha: false };
  }
  if (tenant.ssoOnly) {
    // The same answer for every e-mail, known or not, and no password checked: nothing to learn here.
    await recordAudit(db, {
      type: 'login.failed',
      clientId: tenant.id,
      userId: null,
      detail: { email: request.email, reason: 'sso_only' },
      ...origin,
      at: clock(),
    });
    return { kind: 'ssoOnly' };
  }
  const key = { clientId: tenant.id, email: request.email };
  const gateKey = accountKey(key);
  // Who the e-mail names does not depend on the count: looked up while waiting for the gate.
  const user = findLoginCandidate(db, tenant.id, key.email);
  user.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
  const alone = failedRecently.get(gateKey) === true;
  let release: Release = await gate.acquire(gateKey, alone ? 1 : PARALLEL_CLEAN_ATTEMPTS);
  let checked: LoginOutcome | 'passwordOk';
  try {
    let state = await readCount(attempts, key);
    if (!alone && liveFailures(state) > 0) {
      // Failures are stored (by an attempt in parallel, or another instance): one at a time from here.
      release();
      release = await gate.acquire(gateKey, 1);
      state = await readCount(attempts, key);
    }
    checked = await checkPassword(attempts, tenant, key, state, await user, request, origin);
    if (checked === 'passwordOk') failedRecently.invalidate(gateKey);
    else failedRecently.set(gateKey, true);
  } finally {
    release();
  }
  if (checked !== 'passwordOk') return checked;
  return completeSignIn(tenant, (await user)!, { deviceToken: request.deviceToken, origin, via: 'password' });
}
