/** POST /api/v2/user/{id}/mfa/disable: turning two-factor off from the profile. */
import { TWO_FACTOR_REASON_MAX, type TwoFactorDisableRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import type { Principal } from '../../plugins/auth.ts';
import { endUserSessions, twoFactorRequired } from '../auth/index.ts';
import { refuse, Refusal, refusingOn } from './outcomes.ts';
import { audit, checkContext, notify, type TwoFactorContext, type WithSecret } from './two-factor-context.ts';
import { disableTwoFactor as clearSecret, findTwoFactorUser } from './two-factor.repository.ts';

/** POST /api/v2/user/{id}/mfa/disable: password, a code and a reason; never where the tenant enforces it. */
export async function disableTwoFactor(
  twoFactor: TwoFactorContext,

  tenant: ClientRow,
  principal: Principal,
  userId: string,
  request: TwoFactorDisableRequest,
  origin: RequestOrigin,
) {
  const { db, codes, users, sessions } = twoFactor;
  const ctx = checkContext(twoFactor, tenant, origin);
  if (principal.userId !== userId) return refuse('forbidden');
  if (twoFactorRequired(tenant, principal.userType)) return refuse('enforced');
  const user = await findTwoFactorUser(db, tenant.id, userId);
  if (!user?.enabledAt || !user.sealed) return refuse('not_enabled');
  const reason = request.reason.trim();
  if (reason.length === 0 || reason.length > TWO_FACTOR_REASON_MAX) return refuse('reason_required');
  if (codes.isLocked(user, ctx.at)) return refuse('locked');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, request.password))) {
    return refuse(await codes.fail(user, 'invalid_password', ctx));
  }
  const checked = await codes.check(user, codes.openSecret(user as WithSecret), request.code, ctx);
  if (!checked.ok) return refuse(checked.refusal);
  const done = await refusingOn(() =>
    db.transaction(async (tx) => {
      if (!(await clearSecret(tx, user.id, checked.step, ctx.at))) throw new Refusal('code_used');
      await audit(twoFactor, ctx, user, 'two_factor.disabled', { reason }, tx);
      await notify(twoFactor, 'two_factor_disabled', user, ctx, tx);
      return true as const;
    }),
  );
  if (done !== true) return done;
  users.forgetUser(user.id);
  await endUserSessions(sessions, user.id, principal.sessionId, 'two_factor_changed');
  return { kind: 'disabled' } as const;
}
