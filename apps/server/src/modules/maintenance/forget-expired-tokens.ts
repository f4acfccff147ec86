/**
 * One-time tokens are useless once they expire: sign-in grants (masquerade, magic link, single sign-on),
 * two-factor challenges, and activation and password-reset tokens. Each row is kept for a while after its
 * expiry, so that an old link still answers "expired" and support can see what was sent, and then forgotten,
 * so these tables hold weeks of tokens rather than every token ever issued. Who did what is in the audit
 * events, which stay.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, signInGrants, twoFactorChallenges } from '../../db/schema/index.ts';

/** How long a token is kept after it expired. */
export const EXPIRED_TOKENS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ForgottenTokens {
  signInGrants: number;
  twoFactorChallenges: number;
  accountTokens: number;
}

/** Deletes the tokens that expired more than `EXPIRED_TOKENS_KEPT_DAYS` before `now`; answers how many went. */
export async function forgetExpiredTokens(db: Database, now: Date): Promise<ForgottenTokens> {
  const before = new Date(now.getTime() - EXPIRED_TOKENS_KEPT_DAYS * DAY_MS);
  const grants = await db
    .delete(signInGrants)
    .where(lt(signInGrants.expiresAt, before))
    .returning({ id: signInGrants.id });
  const challenges = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, before))
    .returning({ id: twoFactorChallenges.id });
  const tokens = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, before))
    .returning({ id: accountTokens.id });
  return {
    signInGrants: grants.length,
    twoFactorChallenges: challenges.length,
    accountTokens: tokens.length,
  };
}
