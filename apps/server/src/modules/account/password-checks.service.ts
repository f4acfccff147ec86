/**
 * The live password rules (POST /api/password). Whose personal details and previous passwords count: the
 * holder of an activation or reset token whose date of birth has been verified, else the signed-in user,
 * else nobody (those two rules are then met).
 */
import type { PasswordCheckResponse } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { checkPassword } from '../../lib/password-rules/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { AccountDeps } from './account-deps.ts';
import { findAccountHolderById, type AccountHolder } from './account.repository.ts';
import { passwordChecksFor } from './new-password.ts';
import { lookUpToken } from './token-steps.ts';

type ChecksDeps = Pick<AccountDeps, 'db' | 'clock'>;

/** The holder of a usable, date-of-birth-verified token of either kind; null otherwise. */
async function tokenHolder(
  { db, clock }: ChecksDeps,
  tenant: ClientRow,
  token: string,
): Promise<AccountHolder | null> {
  const at = clock();
  for (const purpose of ['activation', 'password_reset'] as const) {
    const found = await lookUpToken(db, tenant.id, purpose, token, at);
    if (found.kind === 'usable') return found.token.dobVerifiedAt ? found.token.holder : null;
  }
  return null;
}

/** The checks, or 'forbidden' for a token that is not (or no longer) usable or not yet verified. */
export async function checkNewPassword(
  deps: ChecksDeps,
  tenant: ClientRow | null,
  principal: Principal | null,
  password: string,
  token: string | undefined,
): Promise<PasswordCheckResponse | 'forbidden'> {
  let holder: AccountHolder | null = null;
  if (token !== undefined) {
    holder = tenant ? await tokenHolder(deps, tenant, token) : null;
    if (!holder) return 'forbidden';
  } else if (principal) {
    holder = await findAccountHolderById(deps.db, principal.userId);
  }
  const result = holder
    ? await passwordChecksFor(deps.db, holder, password)
    : await checkPassword(password, {});
  return { data: { checks: result.checks, mask: result.mask } };
}
