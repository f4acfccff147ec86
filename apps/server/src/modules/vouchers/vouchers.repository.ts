/**
 * Childcare voucher accounts and orders, and the voucher frame's grants. Every query is scoped by `client_id`.
 * A member's balance is what payroll credited (the ledger's lines of their voucher benefit) less their placed
 * orders; the last payment date is the pay day of the newest credit.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefits, payrollLines, users, voucherFrameGrants, voucherOrders } from '../../db/schema/index.ts';

type Owner = { clientId: string; userId: string };

export async function voucherAccountOf({ clientId, userId }: Owner, db: Database) {
  const [[credits], [debits]] = await Promise.all([
    db
      .select({
        pence: sql<number>`coalesce(sum(${payrollLines.employeePence}), 0)::int`,
        lastPaymentDate: sql<
          string | null
        >`max(${payrollLines.payDay}) filter (where ${payrollLines.employeePence} > 0)`,
      })
      .from(payrollLines)
      .innerJoin(benefits, and(eq(benefits.id, payrollLines.benefitId), eq(benefits.clientId, clientId)))
      .where(
        and(
          eq(payrollLines.clientId, clientId),
          eq(payrollLines.userId, userId),
          eq(benefits.kind, 'voucher'),
        ),
      ),
    db
      .select({ pence: sql<number>`coalesce(sum(${voucherOrders.amountPence}), 0)::int` })
      .from(voucherOrders)
      .where(
        and(
          eq(voucherOrders.clientId, clientId),
          eq(voucherOrders.userId, userId),
          eq(voucherOrders.status, 'placed'),
        ),
      ),
  ]);
  return {
    balancePence: (credits?.pence ?? 0) - (debits?.pence ?? 0),
    lastPaymentDate: credits?.lastPaymentDate ?? null,
  };
}

/** The tenant's orders with their members' names: placed newest first, saved oldest first. */
export async function tenantOrders(db: Database, clientId: string) {
  return db
    .select({
      id: voucherOrders.id,
      status: voucherOrders.status,
      firstName: users.firstName,
      surname: users.surname,
      providerName: voucherOrders.providerName,
      register: voucherOrders.register,
      registrationNumber: voucherOrders.registrationNumber,
      amountPence: voucherOrders.amountPence,
      reference: voucherOrders.reference,
      placedAt: voucherOrders.placedAt,
      createdAt: voucherOrders.createdAt,
    })
    .from(voucherOrders)
    .innerJoin(users, eq(users.id, voucherOrders.userId))
    .where(eq(voucherOrders.clientId, clientId))
    .orderBy(desc(voucherOrders.placedAt), asc(voucherOrders.createdAt));
}

export async function insertFrameGrant(db: Database, values: typeof voucherFrameGrants.$inferInsert) {
  await db.insert(voucherFrameGrants).values(values);
}

/** Uses a code once: answers its grant when it was unused, unexpired and of this tenant; marks it used. */
export async function useFrameCode(
  db: Database,
  clientId: string,
  codeHash: Buffer,
  at: Date,
  session: { hash: Buffer; expiresAt: Date },
) {
  const [row] = await db
    .update(voucherFrameGrants)
    .set({ usedAt: at, sessionHash: session.hash, sessionExpiresAt: session.expiresAt })
    .where(
      and(
        eq(voucherFrameGrants.clientId, clientId),
        eq(voucherFrameGrants.codeHash, codeHash),
        isNull(voucherFrameGrants.usedAt),
        gt(voucherFrameGrants.codeExpiresAt, at),
      ),
    )
    .returning({ userId: voucherFrameGrants.userId });
  return row ?? null;
}

/** The employer a frame session belongs to, while it lasts and while they are an employer of the tenant. */
export async function frameSessionUser(db: Database, clientId: string, sessionHash: Buffer, at: Date) {
  const [row] = await db
    .select({ userId: users.id })
    .from(voucherFrameGrants)
    .innerJoin(users, eq(users.id, voucherFrameGrants.userId))
    .where(
      and(
        eq(voucherFrameGrants.clientId, clientId),
        eq(voucherFrameGrants.sessionHash, sessionHash),
        gt(voucherFrameGrants.sessionExpiresAt, at),
        eq(users.clientId, clientId),
        eq(users.userType, 'employer'),
        eq(users.employmentStatus, 'active'),
      ),
    );
  return row ?? null;
}
