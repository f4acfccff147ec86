/** The nightly upkeep: one-time tokens go a month after they expired. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { accountTokens, signInGrants, twoFactorChallenges } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { EXPIRED_TOKENS_KEPT_DAYS, forgetExpiredTokens } from './forget-expired-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('forgetting one-time tokens long expired', () => {
  const now = new Date('2026-11-26T03:15:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const owner = { clientId: CLIENT_IDS.demo, userId: USER_IDS.demoEmployee };

  /** A sign-in grant, a two-factor challenge and an account token that expire at `expiresAt`; answers their ids. */
  async function tokensExpiring(expiresAt: Date): Promise<string[]> {
    const createdAt = new Date(expiresAt.getTime() - 60_000);
    const [grant] = await t.db
      .insert(signInGrants)
      .values({
        ...owner,
        kind: 'magic_link',
        tokenHash: randomBytes(32),
        issuedBy: USER_IDS.demoEmployer,
        createdAt,
        expiresAt,
      })
      .returning({ id: signInGrants.id });
    const [challenge] = await t.db
      .insert(twoFactorChallenges)
      .values({ ...owner, kind: 'validate', tokenHash: randomBytes(32), createdAt, expiresAt })
      .returning({ id: twoFactorChallenges.id });
    const [token] = await t.db
      .insert(accountTokens)
      .values({ ...owner, purpose: 'password_reset', tokenHash: randomBytes(32), createdAt, expiresAt })
      .returning({ id: accountTokens.id });
    return [grant!.id, challenge!.id, token!.id];
  }

  it(`deletes the sign-in grants, two-factor challenges and account tokens that expired over ${EXPIRED_TOKENS_KEPT_DAYS} days ago, and keeps the rest`, async () => {
    const seeded = await t.db.select({ id: accountTokens.id }).from(accountTokens);
    await tokensExpiring(daysAgo(EXPIRED_TOKENS_KEPT_DAYS + 1));
    const [grantId, challengeId, tokenId] = await tokensExpiring(daysAgo(EXPIRED_TOKENS_KEPT_DAYS - 1));

    expect(await forgetExpiredTokens(t.db, now)).toEqual({
      signInGrants: 1,
      twoFactorChallenges: 1,
      accountTokens: 1,
    });

    expect(await t.db.select({ id: signInGrants.id }).from(signInGrants)).toEqual([{ id: grantId }]);
    expect(await t.db.select({ id: twoFactorChallenges.id }).from(twoFactorChallenges)).toEqual([
      { id: challengeId },
    ]);
    const left = await t.db.select({ id: accountTokens.id }).from(accountTokens);
    expect(left.map((row) => row.id).sort()).toEqual([...seeded.map((row) => row.id), tokenId].sort());
    // The seeded activation link for the demo stays, and a second run finds nothing more.
    expect(
      await t.db.select().from(accountTokens).where(eq(accountTokens.userId, USER_IDS.demoNotActivated)),
    ).toHaveLength(1);
    expect(await forgetExpiredTokens(t.db, now)).toEqual({
      signInGrants: 0,
      twoFactorChallenges: 0,
      accountTokens: 0,
    });
  });
});
