/**
 * Childcare vouchers (BENEFITS.md, Money over time): a member's balance, the employer's voucher management
 * (next voucher date, placed and saved orders), and the management frame's way in.
 *
 * The spec passes the frame its `bearerToken` in the URL. Ours is never the access token: it is a code that
 * works once, for 60 seconds, exchanged by the frame for a frame session (an HttpOnly cookie on the frame's own
 * path, 30 minutes), so a URL that leaks through history or logs opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { nextVoucherDate, ukDateOf } from '@portal/benefits';
import type { CcvBalanceResponse, VoucherManageResponse, VoucherOrder } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Principal } from '../../plugins/auth.ts';
import { schemeYearsFrom } from '../benefits/index.ts';
import {
  frameSessionUser,
  insertFrameGrant,
  tenantOrders,
  useFrameCode,
  voucherAccountOf,
} from './vouchers.repository.ts';

export interface VouchersDeps {
  db: Database;
  clock: Clock;
}

export const FRAME_CODE_SECONDS = 60;
export const FRAME_SESSION_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest();
const newToken = () => randomBytes(32).toString('base64url');

export async function ccvBalanceOf({ db }: VouchersDeps, principal: Principal): Promise<CcvBalanceResponse> {
  const account = await voucherAccountOf({ clientId: principal.clientId, userId: principal.userId }, db);
  return { balance: account.balancePence / 100, lastPaymentDate: account.lastPaymentDate };
}

export async function voucherManageOf(
  { db, clock }: VouchersDeps,
  clientId: string,
): Promise<VoucherManageResponse> {
  const [rows, years] = await Promise.all([tenantOrders(db, clientId), schemeYearsFrom(db, clientId, 0)]);
  const orders = rows.map((row): VoucherOrder & { status: string } => ({
    id: row.id,
    status: row.status,
    memberName: `${row.firstName} ${row.surname}`,
    providerName: row.providerName,
    register: row.register,
    registrationNumber: row.registrationNumber,
    amount: row.amountPence / 100,
    reference: row.reference,
    placedOn: row.placedAt ? ukDateOf(row.placedAt) : null,
    savedOn: ukDateOf(row.createdAt),
  }));
  const withoutStatus = ({ status: _status, ...order }: VoucherOrder & { status: string }) => order;
  return {
    nextVoucherDate: nextVoucherDate(ukDateOf(clock()), years),
    placedOrders: orders.filter((order) => order.status === 'placed').map(withoutStatus),
    savedOrders: orders.filter((order) => order.status === 'saved').map(withoutStatus),
  };
}

/** A single-use code for the frame's URL. */
export async function issueFrameCode({ db, clock }: VouchersDeps, principal: Principal) {
  const code = newToken();
  const now = clock();
  const expiresAt = new Date(now.getTime() + FRAME_CODE_SECONDS * 1000);
  await insertFrameGrant(db, {
    clientId: principal.clientId,
    userId: principal.userId,
    codeHash: hashOf(code),
    codeExpiresAt: expiresAt,
    createdAt: now,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

/** Exchanges a code for a frame session token; null when the code is unknown, used, expired or another tenant's. */
export async function openFrame({ db, clock }: VouchersDeps, clientId: string, code: string) {
  const now = clock();
  const session = newToken();
  const expiresAt = new Date(now.getTime() + FRAME_SESSION_MINUTES * 60_000);
  const grant = await useFrameCode(db, clientId, hashOf(code), now, { hash: hashOf(session), expiresAt });
  return grant ? { session, maxAgeSeconds: FRAME_SESSION_MINUTES * 60 } : null;
}

/** Whether a frame session still opens the tenant's voucher management. */
export async function frameSessionOpens({ db, clock }: VouchersDeps, clientId: string, session: string) {
  return (await frameSessionUser(db, clientId, hashOf(session), clock())) !== null;
}
