/**
 * Checking a code (or the password, when turning two-factor off) for a user: the lock first, then the code
 * within ±1 step, then the replay rule. Five wrong answers lock two-factor for 15 minutes, like passwords lock
 * sign-in: the lock ends the user's open challenges (the password must be given again afterwards), is
 * audited, and e-mails the owner, since whoever got this far knew the password.
 */
import { ACCOUNT_LOCK_MINUTES } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { totpContext, type SecretBox } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { verifyTotp } from '../../lib/totp.ts';
import { endChallengesOfUser } from '../auth/index.ts';
import { recordTwoFactorFailure, resealSecret, type TwoFactorUser } from './two-factor.repository.ts';

export const TWO_FACTOR_MAX_FAILURES = 5;

/** Where a check happens: the host's tenant (for the audit and the e-mail's brand) and who asked. */
export interface CheckContext {
  tenantId: string;
  origin: RequestOrigin;
  at: Date;
}

export type CodeRefusal = 'locked' | 'invalid_code' | 'code_used';

export function createCodeChecker(deps: {
  db: Database;
  secrets: SecretBox;
  mailer: Mailer;
  /** The time the person's authenticator app keeps: the real time, even while the demo's clock is moved. */
  codeClock: Clock;
}) {
  const { db, secrets, mailer, codeClock } = deps;

  const audit = (
    user: TwoFactorUser,
    context: CheckContext,
    type: 'two_factor.failed' | 'two_factor.locked',
    detail: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      type,
      clientId: context.tenantId,
      userId: user.id,
      detail,
      ...context.origin,
      at: context.at,
    });

  const isLocked = (user: TwoFactorUser, at: Date) => user.lockedUntil !== null && user.lockedUntil > at;

  /** Counts a wrong code or password; answers the refusal to give (locked by the fifth). */
  async function fail<Reason extends 'invalid_code' | 'invalid_password'>(
    user: TwoFactorUser,
    reason: Reason,
    context: CheckContext,
  ): Promise<Reason | 'locked'> {
    const { at } = context;
    const lockUntil = new Date(at.getTime() + ACCOUNT_LOCK_MINUTES * 60_000);
    const failures = await recordTwoFactorFailure(db, user.id, {
      at,
      lockUntil,
      maxFailures: TWO_FACTOR_MAX_FAILURES,
    });
    await audit(user, context, 'two_factor.failed', { reason, failures });
    if (failures === null) return 'locked';
    if (failures < TWO_FACTOR_MAX_FAILURES) return reason;
    await endChallengesOfUser(db, user.id, at);
    await audit(user, context, 'two_factor.locked', { minutes: ACCOUNT_LOCK_MINUTES });
    await mailer.send({
      template: 'account_locked',
      clientId: context.tenantId,
      to: user.email,
      data: { firstName: user.firstName, lockedMinutes: ACCOUNT_LOCK_MINUTES },
    });
    return 'locked';
  }

  return {
    isLocked,
    fail,

    /** The user's secret (pending or enabled) in plain text. */
    openSecret(user: TwoFactorUser & { sealed: NonNullable<TwoFactorUser['sealed']> }): string {
      return secrets.open(user.sealed, totpContext(user.id));
    },

    /**
     * The step of a right code, or the refusal. A right code of a step already used (or older) is refused
     * without counting as a failure: it proves the app, not a guess.
     */
    async check(
      user: TwoFactorUser,
      secret: string,
      code: string,
      context: CheckContext,
    ): Promise<{ ok: true; step: number } | { ok: false; refusal: CodeRefusal }> {
      if (isLocked(user, context.at)) return { ok: false, refusal: 'locked' };
      const step = verifyTotp(secret, code.replace(/\s/g, ''), codeClock());
      if (step === null) return { ok: false, refusal: await fail(user, 'invalid_code', context) };
      if (user.lastStep !== null && step <= user.lastStep) {
        await audit(user, context, 'two_factor.failed', { reason: 'code_used' });
        return { ok: false, refusal: 'code_used' };
      }
      return { ok: true, step };
    },

    /** After a key rotation: seals the secret under the current key, so the previous key can be retired. */
    async resealIfOld(handle: Database, user: TwoFactorUser, secret: string): Promise<void> {
      if (!user.sealed || user.sealed.keyId === secrets.keyId) return;
      await resealSecret(handle, user.id, user.sealed.ciphertext, secrets.seal(secret, totpContext(user.id)));
    },

    /** Seals a new secret for the user. */
    seal(user: TwoFactorUser, secret: string) {
      return secrets.seal(secret, totpContext(user.id));
    },
  };
}

export type CodeChecker = ReturnType<typeof createCodeChecker>;
