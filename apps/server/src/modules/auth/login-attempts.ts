/**
 * Password sign-in's state (spec sections 4, 5 and 8; architecture section 7), which sign-in.ts,
 * confirm-password.ts and check-password.ts act on.
 *
 * Failures are counted per tenant and e-mail, whether or not the user exists, so an unknown e-mail behaves
 * exactly like a known one. From the 3rd failure the next attempts must carry a valid, unused robot-check
 * solution; the 5th failure locks for 15 minutes, during which no password is checked. Unknown e-mail, wrong
 * password, an account not yet activated and a user without a password all get the same answer, after the
 * same argon2id work.
 */
import { ACCOUNT_LOCK_MINUTES } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { AttemptGate } from './attempt-gate.ts';
import type { CompleteSignIn } from './complete-sign-in.ts';
import { clearAttempts, findAttempts, type AttemptKey, type AttemptState } from './login.repository.ts';
import type { RobotCheck } from './robot-check.ts';
import type { IssuedTokens } from './sessions.service.ts';

export type LoginOutcome =
  | { kind: 'signedIn'; tokens: IssuedTokens }
  /** No session yet: the challenge of the two-factor step (set-up, or a code). */
  | { kind: 'secondFactor'; setup: boolean; challenge: string; userId: string }
  | { kind: 'noMatch'; showRecaptcha: boolean }
  | { kind: 'robotCheck' }
  | { kind: 'locked' }
  /** The tenant signs in through single sign-on only: no password is checked. */
  | { kind: 'ssoOnly' };

export interface LoginAttempts {
  db: Database;
  clock: Clock;
  robotCheck: RobotCheck;
  /** Queues the "account locked" e-mail (lock-notice.ts). */
  jobs: Jobs;
  completeSignIn: CompleteSignIn;
  /** Stored counts kept in memory (only when this process is the database's only server), else null. */
  counts: TtlCache<AttemptState | null> | null;
  /** One attempt at a time per account once it has failures (see AttemptGate). */
  gate: AttemptGate;
  /**
   * Accounts this process has recently seen fail, so their attempts take the one-at-a-time lane straight away
   * (what the stored count says is read once admitted; this only chooses the lane).
   */
  failedRecently: TtlCache<true>;
}

export function createLoginAttempts(deps: {
  db: Database;
  clock: Clock;
  robotCheck: RobotCheck;
  jobs: Jobs;
  completeSignIn: CompleteSignIn;
  /**
   * How long failure counts may be kept in memory (0 = read on every attempt). Only when this process is
   * the only server of the database: it writes every count, so its copy is exact.
   */
  cacheMs: number;
}): LoginAttempts {
  const { cacheMs, ...rest } = deps;
  return {
    ...rest,
    counts: cacheMs > 0 ? new TtlCache<AttemptState | null>(cacheMs, 20_000) : null,
    gate: new AttemptGate(),
    failedRecently: new TtlCache<true>(ACCOUNT_LOCK_MINUTES * 60_000, 10_000),
  };
}

export const accountKey = (key: AttemptKey) => `${key.clientId} ${key.email}`;

/** The stored count of an account (from memory when this process keeps it). */
export function readCount({ db, counts }: LoginAttempts, key: AttemptKey): Promise<AttemptState | null> {
  return counts ? counts.getOrLoad(accountKey(key), () => findAttempts(db, key)) : findAttempts(db, key);
}

/** Forgets an account's failures and lock (after a new password is set through a link). */
export async function clearFailures(attempts: LoginAttempts, key: AttemptKey): Promise<void> {
  await clearAttempts(attempts.db, key);
  attempts.counts?.set(accountKey(key), null);
  attempts.failedRecently.invalidate(accountKey(key));
}
