/** Setting two-factor up: a new secret, a first code to check it, and the code that turns it on. */
import type { ClientRow } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { newTotpSecret, otpauthUrl } from '../../lib/totp.ts';
import { twoFactorRequired } from '../auth/index.ts';
import { refuse } from './outcomes.ts';
import {
  audit,
  checkContext,
  checkPending,
  completeSetupStep,
  setupActor,
  type CodeStep,
  type SetupAccess,
  type TwoFactorContext,
} from './two-factor-context.ts';
import { acceptStep, storePendingSecret } from './two-factor.repository.ts';

/** POST /api/v2/user/{id}/mfa: a new pending secret, as the otpauth address and the secret itself. */
export async function startSetup(
  twoFactor: TwoFactorContext,
  tenant: ClientRow,
  userId: string,
  access: SetupAccess,
  origin: RequestOrigin,
) {
  const { db, codes, themes } = twoFactor;
  const ctx = checkContext(twoFactor, tenant, origin);
  const actor = await setupActor(twoFactor, tenant, userId, access, ctx);
  if ('kind' in actor) return actor;
  const { user } = actor;
  if (user.enabledAt) return refuse('already_enabled');
  const secret = newTotpSecret();
  if (!(await storePendingSecret(db, user.id, codes.seal(user, secret)))) return refuse('already_enabled');
  await audit(twoFactor, ctx, user, 'two_factor.setup_started', { via: actor.via });
  const issuer = (await themes.themeFor(tenant.slug)).benefitBrandName;
  return { kind: 'setup', url: otpauthUrl({ secret, issuer, account: user.email }), secret } as const;
}

/** POST /api/v2/user/{id}/mfa/validate, type temporary: a right code for the pending secret. */
export async function verifyTemporary(
  twoFactor: TwoFactorContext,

  tenant: ClientRow,
  userId: string,
  step: CodeStep,
  access: SetupAccess,
  origin: RequestOrigin,
) {
  const { db } = twoFactor;
  const ctx = checkContext(twoFactor, tenant, origin);
  const actor = await setupActor(twoFactor, tenant, userId, access, ctx);
  if ('kind' in actor) return actor;
  const checked = await checkPending(twoFactor, actor.user, step, ctx);
  if ('kind' in checked) return checked;
  const accepted = { step: checked.step, ciphertext: checked.user.sealed.ciphertext, at: ctx.at };
  if (!(await acceptStep(db, checked.user.id, accepted))) return refuse('code_used');
  return { kind: 'valid' } as const;
}

/**
 * POST /api/v2/user/{id}/mfa/validate, type complete (userId given), and POST
 * /api/employee/mfa/validate/enforced (userId null: the challenge's user, in a tenant that enforces it).
 */
export async function completeSetup(
  twoFactor: TwoFactorContext,

  tenant: ClientRow,
  userId: string | null,
  step: CodeStep,
  access: SetupAccess,
  origin: RequestOrigin,
) {
  const ctx = checkContext(twoFactor, tenant, origin);
  const actor = await setupActor(twoFactor, tenant, userId, access, ctx, access.challenge !== undefined);
  if ('kind' in actor) return actor;
  if (userId === null && !twoFactorRequired(tenant, actor.user.userType)) return refuse('not_enforced');
  return completeSetupStep(twoFactor, actor, step, ctx);
}
