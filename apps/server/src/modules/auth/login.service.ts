/**
 * Password sign-in (spec sections 4, 5 and 8; architecture section 7).
 *
 * Failures are counted per tenant and e-mail, whether or not the user exists, so an unknown e-mail behaves
 * exactly like a known one. From the 3rd failure the next attempts must carry a valid, unused robot-check
 * solution; the 5th failure locks for 15 minutes, during which no password is checked. Unknown e-mail, wrong
 * password, an account not yet activated and a user without a password all get the same answer, after the
 * same argon2id work.
 */
import { ACCOUNT_LOCK_MINUTES, type LoginRequest } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import { verifyPasswordOrDummy } from '../../lib/password-hash.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { AttemptGate, type Release } from './attempt-gate.ts';
import {
  clearAttempts,
  findAttempts,
  findLoginCandidate,
  MAX_FAILURES,
  recordFailure,
  type AttemptKey,
  type AttemptState,
  type LoginCandidate,
} from './login.repository.ts';
import type { CompleteSignIn } from './complete-sign-in.ts';
import { accountLockedNotices } from './lock-notice.ts';
import type { RobotCheck } from './robot-check.ts';
import type { IssuedTokens } from './sessions.service.ts';

/** The failure that first asks for the robot check; attempts after it must carry a solution. */
export const ROBOT_CHECK_FROM_FAILURE = 3;
/**
 * Attempts of one account without failures that may run side by side (as many as argon2's 4 worker threads),
 * so parallel sign-ins of one account stay fast. A burst of wrong passwords on a clean account can then pass
 * the robot-check threshold by one guess, never the lock.
 */
const PARALLEL_CLEAN_ATTEMPTS = MAX_FAILURES - 1;

export type LoginOutcome =
  | { kind: 'signedIn'; tokens: IssuedTokens }
  /** No session yet: the challenge of the two-factor step (set-up, or a code). */
  | { kind: 'secondFactor'; setup: boolean; challenge: string; userId: string }
  | { kind: 'noMatch'; showRecaptcha: boolean }
  | { kind: 'robotCheck' }
  | { kind: 'locked' }
  /** The tenant signs in through single sign-on only: no password is checked. */
  | { kind: 'ssoOnly' };

/** A signed-in person re-entering their password to confirm an action (e.g. sending a magic link). */
export type PasswordConfirmation = 'ok' | 'wrong' | 'locked';

export interface LoginService {
  login(tenant: ClientRow | null, request: LoginRequest, origin: RequestOrigin): Promise<LoginOutcome>;
  /**
   * Checks the password of a tenant's account exactly as a sign-in does, minus the robot check (the person is
   * signed in): a locked account checks nothing, a wrong password counts towards the lock, a right one clears
   * the count. `purpose` is recorded with a failure.
   */
  confirmPassword(
    tenant: ClientRow,
    email: string,
    password: string,
    purpose: string,
    origin: RequestOrigin,
  ): Promise<PasswordConfirmation>;
  /** Forgets an account's failures and lock (after a new password is set through a link). */
  clearFailures(key: AttemptKey): Promise<void>;
}

const isLocked = (state: AttemptState | null, at: Date) =>
  state?.lockedUntil != null && state.lockedUntil > at;
/** Failures that count now: none once a lock has run out. */
const liveFailures = (state: AttemptState | null) => (!state || state.lockedUntil ? 0 : state.failureCount);

export function createLoginService(deps: {
  db: Database;
  clock: Clock;
  robotCheck: RobotCheck;
  /** Queues the "account locked" e-mail (lock-notice.ts). */
  jobs: Jobs;
  completeSignIn: CompleteSignIn;
  /**
   * How long failure counts may be kept in memory (0 = read on every attempt). Only when this process is
   * the only server of the database: it writes every count, so its copy is exact.
   */
  cacheMs: number;
}): LoginService {
  const { db, clock, robotCheck, jobs, completeSignIn, cacheMs } = deps;
  const counts = cacheMs > 0 ? new TtlCache<AttemptState | null>(cacheMs, 20_000) : null;
  const accountKey = (key: AttemptKey) => `${key.clientId} ${key.email}`;
  const readCount = (key: AttemptKey) =>
    counts ? counts.getOrLoad(accountKey(key), () => findAttempts(db, key)) : findAttempts(db, key);
  const gate = new AttemptGate();
  /**
   * Accounts this process has recently seen fail, so their attempts take the one-at-a-time lane straight away
   * (what the stored count says is read once admitted; this only chooses the lane).
   */
  const failedRecently = new TtlCache<true>(ACCOUNT_LOCK_MINUTES * 60_000, 10_000);

  /**
   * Tells the owner of an activated account that it is now locked. As a job, so that neither the answer nor
   * its timing shows whether the e-mail names a real account.
   */
  function noticeLock(tenant: ClientRow, user: LoginCandidate | null): void {
    if (user?.activatedAt) jobs.sendLater(accountLockedNotices, { clientId: tenant.id, userId: user.id });
  }

  function succeed(tenant: ClientRow, user: LoginCandidate, request: LoginRequest, origin: RequestOrigin) {
    return completeSignIn(tenant, user, { deviceToken: request.deviceToken, origin, via: 'password' });
  }

  async function refuseLocked(
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
  async function check(
    tenant: ClientRow,
    key: AttemptKey,
    state: AttemptState | null,
    user: LoginCandidate | null,
    request: Pick<LoginRequest, 'password' | 'recaptcha'>,
    origin: RequestOrigin,
    /** Set when a signed-in person confirms an action: no robot check, and the purpose is audited. */
    confirming?: string,
  ): Promise<LoginOutcome | 'passwordOk'> {
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

    if (isLocked(state, at)) return refuseLocked(tenant, key, user, origin);
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
      if (recorded !== null) noticeLock(tenant, user);
      return { kind: 'locked' };
    }
    return { kind: 'noMatch', showRecaptcha: failures >= ROBOT_CHECK_FROM_FAILURE };
  }

  return {
    async confirmPassword(tenant, email, password, purpose, origin) {
      const key = { clientId: tenant.id, email };
      const gateKey = accountKey(key);
      const user = await findLoginCandidate(db, tenant.id, email);
      // One at a time per account, like attempts after a failure: the count decides exactly.
      const release = await gate.acquire(gateKey, 1);
      let checked: LoginOutcome | 'passwordOk';
      try {
        checked = await check(tenant, key, await readCount(key), user, { password }, origin, purpose);
      } finally {
        release();
      }
      if (checked === 'passwordOk') {
        failedRecently.invalidate(gateKey);
        return 'ok';
      }
      failedRecently.set(gateKey, true);
      return checked.kind === 'locked' ? 'locked' : 'wrong';
    },

    async clearFailures(key) {
      await clearAttempts(db, key);
      counts?.set(accountKey(key), null);
      failedRecently.invalidate(accountKey(key));
    },

    async login(tenant, request, origin) {
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
        let state = await readCount(key);
        if (!alone && liveFailures(state) > 0) {
          // Failures are stored (by an attempt in parallel, or another instance): one at a time from here.
          release();
          release = await gate.acquire(gateKey, 1);
          state = await readCount(key);
        }
        checked = await check(tenant, key, state, await user, request, origin);
        if (checked === 'passwordOk') failedRecently.invalidate(gateKey);
        else failedRecently.set(gateKey, true);
      } finally {
        release();
      }
      return checked === 'passwordOk' ? succeed(tenant, (await user)!, request, origin) : checked;
    },
  };
}
