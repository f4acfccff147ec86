/** The password check of one sign-in attempt, or of a signed-in person confirming an action. */
import { ACCOUNT_LOCK_MINUTES, type LoginRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { verifyPasswordOrDummy } from '../../lib/password-hash.ts';
import { accountKey, type LoginAttempts, type LoginOutcome } from './login-attempts.ts';
import { accountLockedNotices } from './lock-notice.ts';
import {
  clearAttempts,
  MAX_FAILURES,
  recordFailure,
  type AttemptKey,
  type AttemptState,
  type LoginCandidate,
} from './login.repository.ts';

/** The failure that first asks for the robot check; attempts after it must carry a solution. */
export const ROBOT_CHECK_FROM_FAILURE = 3;

export const isLocked = (state: AttemptState | null, at: Date) =>
  state?.lockedUntil != null && state.lockedUntil > at;
/** Failures that count now: none once a lock has run out. */
export const liveFailures = (state: AttemptState | null) =>
  !state || state.lockedUntil ? 0 : state.failureCount;

/**
 * Tells the owner of an activated account that it is now locked. As a job, so that neither the answer nor
 * its timing shows whether the e-mail names a real account.
 */
function noticeLock({ jobs }: LoginAttempts, tenant: ClientRow, user: LoginCandidate | null): void {
  if (user?.activatedAt) jobs.sendLater(accountLockedNotices, { clientId: tenant.id, userId: user.id });
}

async function refuseLocked(
  { db, clock }: LoginAttempts,
  tenant: ClientRow,
  key: AttemptKey,
  user: LoginCandidate | null,
  origin: RequestOrigin,
): Promise<LoginOutcome> {
  await recordAudit(db, {
    type: 'login.failed',
    clientId: tenant.id,
    userId: user?.id ?? null,
    detail: { email: key.email, reason: 'locked' },
    ...origin,
    at: clock(),
  });
  return { kind: 'locked' };
}

/**
 * The password check of one attempt, decided on the stored count `state` (exact: see AttemptGate).
 * Answers 'passwordOk', or the refusal; the session starts after the gate is left.
 */
export async function checkPassword(
  attempts: LoginAttempts,
  tenant: ClientRow,
  key: AttemptKey,
  state: AttemptState | null,
  user: LoginCandidate | null,
  request: Pick<LoginRequest, 'password' | 'recaptcha'>,
  origin: RequestOrigin,
  /** Set when a signed-in person confirms an action: no robot check, and the purpose is audited. */
  confirming?: string,
): Promise<LoginOutcome | 'passwordOk'> {
  const { db, clock, robotCheck, counts } = attempts;
  const at = clock();
  const audit = (type: 'login.failed' | 'login.locked', detail: Record<string, unknown>) =>
    recordAudit(db, {
      type,
      clientId: tenant.id,
      userId: user?.id ?? null,
      detail: confirming ? { ...detail, purpose: confirming } : detail,
      ...origin,
      at,
    });

  if (isLocked(state, at)) return refuseLocked(attempts, tenant, key, user, origin);
  const robotCheckDue = !confirming && liveFailures(state) >= ROBOT_CHECK_FROM_FAILURE;
  if (robotCheckDue && !(await robotCheck.passed(request.recaptcha))) {
    await audit('login.failed', { email: key.email, reason: 'robot_check' });
    return { kind: 'robotCheck' };
  }
  const activated = user?.activatedAt != null;
  const passwordMatches = await verifyPasswordOrDummy(user?.passwordHash ?? null, request.password);
  if (user && activated && passwordMatches) {
    if (state) {
      await clearAttempts(db, key);
      counts?.set(accountKey(key), null);
    }
    return 'passwordOk';
  }

  const lockUntil = new Date(at.getTime() + ACCOUNT_LOCK_MINUTES * 60_000);
  const recorded = await recordFailure(db, key, at, lockUntil);
  const failures = recorded ?? MAX_FAILURES;
  if (recorded === null) counts?.invalidate(accountKey(key));
  else
    counts?.set(accountKey(key), {
      failureCount: failures,
      lockedUntil: failures >= MAX_FAILURES ? lockUntil : null,
    });
  await audit('login.failed', { email: key.email, reason: 'no_match', failures });
  if (failures >= MAX_FAILURES) {
    await audit('login.locked', { email: key.email, minutes: ACCOUNT_LOCK_MINUTES });
    // Only the failure that set the lock (null: another instance locked it meanwhile).
    if (recorded !== null) noticeLock(attempts, tenant, user);
    return { kind: 'locked' };
  }
  return { kind: 'noMatch', showRecaptcha: failures >= ROBOT_CHECK_FROM_FAILURE };
}
