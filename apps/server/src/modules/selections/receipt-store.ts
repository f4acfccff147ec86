/**
 * Where claim receipts are kept. One interface, so an object store can replace the database without the claims
 * code changing; the database store keeps each receipt in `claim_receipts`, scoped by client.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitClaims, claimReceipts } from '../../db/schema/index.ts';

export interface Receipt {
  contentType: string;
  fileName: string;
  content: Buffer;
}

export interface ReceiptStore {
  /** Written with the caller's handle, so a receipt is kept only with its claim. */
  put(db: Database, key: { clientId: string; claimId: string }, receipt: Receipt): Promise<void>;
  get(db: Database, key: { clientId: string; claimId: string }): Promise<Receipt | null>;
  /** Whether the person has a claim with a receipt of exactly these bytes. */
  claimedAlready(db: Database, key: { clientId: string; userId: string }, content: Buffer): Promise<boolean>;
}

export const databaseReceiptStore: ReceiptStore = {
  async put(db, key, receipt) {
    await db.insert(claimReceipts).values({ ...key, ...receipt });
  },
  async get(db, key) {
    const [row] = await db
      .select({
        contentType: claimReceipts.contentType,
        fileName: claimReceipts.fileName,
        content: claimReceipts.content,
      })
      .from(claimReceipts)
      .where(and(eq(claimReceipts.clientId, key.clientId), eq(claimReceipts.claimId, key.claimId)));
    return row ?? null;
  },
  async claimedAlready(db, key, content) {
    const [row] = await db
      .select({ claimId: claimReceipts.claimId })
      .from(claimReceipts)
      .innerJoin(benefitClaims, eq(benefitClaims.id, claimReceipts.claimId))
      .where(
        and(
          eq(claimReceipts.clientId, key.clientId),
          eq(benefitClaims.userId, key.userId),
          eq(claimReceipts.content, content),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
