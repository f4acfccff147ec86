/** POST /api/login/mfa: the code after the password, which opens the session. */
import type { TwoFactorLoginRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { consumeChallenge, usableChallenge } from '../auth/index.ts';
import { refuse, Refusal, refusingOn, type Refused, type SignedIn } from './outcomes.ts';
import { checkContext, startSession, type TwoFactorContext, type WithSecret } from './two-factor-context.ts';
import { acceptStep, findTwoFactorUser } from './two-factor.repository.ts';

/** POST /api/login/mfa: the code after the password; the token response on success. */
export async function signInWithCode(
  twoFactor: TwoFactorContext,

  tenant: ClientRow,
  request: TwoFactorLoginRequest,
  origin: RequestOrigin,
): Promise<SignedIn | Refused> {
  const { db, codes } = twoFactor;
  const ctx = checkContext(twoFactor, tenant, origin);
  const challenge = await usableChallenge(db, {
    tenantId: tenant.id,
    challenge: request.challenge,
    kind: 'validate',
    deviceToken: request.deviceToken,
    deviceRequired: true,
    at: ctx.at,
  });
  const user = challenge && (await findTwoFactorUser(db, tenant.id, challenge.userId));
  if (!challenge || !user?.enabledAt || !user.sealed) return refuse('invalid_challenge');
  const secret = codes.openSecret(user as WithSecret);
  const checked = await codes.check(user, secret, request.code, ctx);
  if (!checked.ok) return refuse(checked.refusal);
  const done = await refusingOn(() =>
    db.transaction(async (tx) => {
      if (!(await consumeChallenge(tx, challenge.id, ctx.at))) throw new Refusal('invalid_challenge');
      const accepted = { step: checked.step, ciphertext: user.sealed!.ciphertext, at: ctx.at };
      if (!(await acceptStep(tx, user.id, accepted))) throw new Refusal('code_used');
      await codes.resealIfOld(tx, user, secret);
      return true as const;
    }),
  );
  if (done !== true) return done;
  return { kind: 'signedIn', tokens: await startSession(twoFactor, user, challenge, ctx) };
}
