/**
 * Forgotten and reset password (spec sections 2, 4 and 8). A request answers the same for every e-mail, at
 * once; the lookup and the e-mail happen after the answer, so timing tells nothing either. The link's token
 * is single use, valid 60 minutes, superseded by a newer one, and ended by five wrong dates of birth. A reset
 * changes the password, ends every session of the account, and e-mails the person; it never signs in, so
 * two-factor still applies at the next sign-in.
 */
import type { PasswordCheck, PasswordResetRequest } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import { addressKey, hitThrottle } from '../../lib/throttle.ts';
import { findClientById } from '../tenants/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountTokenHash, newAccountToken } from './account-token.ts';
import { findTenantAccountHolder, insertAccountToken } from './account.repository.ts';
import { judgeNewPassword } from './new-password.ts';
import {
  checkDateOfBirth,
  lookUpToken,
  setPasswordWithToken,
  type DobCheck,
  type TokenLookup,
} from './token-steps.ts';
import { endUserSessions } from '../auth/index.ts';

export const RESET_VALID_MINUTES = 60;
/** Reset links one tenant's e-mail may ask for in an hour, whoever asks. */
const resetRequestsPerEmail = { scope: 'forgot-password:email', limit: 5, windowMs: 60 * 60_000 };
/**
 * Reset requests one address may make in ten minutes, whatever the e-mails: each may send mail, and the
 * sign-in routes' per-address limit is sized for an office (docs/decisions.md), not for e-mail.
 */
export const RESET_REQUESTS_PER_ADDRESS = 100;
const resetRequestsPerAddress = {
  scope: 'forgot-password:address',
  limit: RESET_REQUESTS_PER_ADDRESS,
  windowMs: 10 * 60_000,
};

export type ResetOutcome =
  | { kind: 'done' }
  | { kind: 'unusable'; expired: boolean }
  | { kind: 'dobMismatch' }
  | { kind: 'confirmationDiffers' }
  | { kind: 'rulesNotMet'; checks: PasswordCheck[] };

/**
 * A reset request is worked on after its answer, as a job, so that neither the answer nor its timing shows
 * whether the e-mail names an account.
 */
interface ResetRequestJob {
  clientId: string;
  email: string;
  origin: RequestOrigin;
}
export const passwordResetRequests = defineQueue<ResetRequestJob>('account.password-reset-requested', {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
});

async function issueReset(
  { db, clock, mailer }: AccountDeps,
  tenant: ClientRow,
  email: string,
  origin: RequestOrigin,
): Promise<void> {
  // A tenant that signs in through single sign-on only has no passwords to reset: the same answer, no mail.
  if (tenant.ssoOnly) return;
  const holder = await findTenantAccountHolder(db, tenant.id, email);
  // Only an activated account with a password gets a link; everyone else gets the same answer and nothing.
  if (!holder?.activatedAt || !holder.passwordHash) return;
  const at = clock();
  const token = newAccountToken();
  await db.transaction(async (tx) => {
    await insertAccountToken(tx, {
      clientId: tenant.id,
      userId: holder.id,
      purpose: 'password_reset',
      tokenHash: accountTokenHash(token)!,
      at,
      expiresAt: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000),
    });
    await mailer.send(
      {
        template: 'password_reset',
        clientId: tenant.id,
        to: holder.email,
        data: {
          firstName: holder.firstName,
          linkPath: `/reset-password?token=${token}`,
          expiresInMinutes: RESET_VALID_MINUTES,
        },
      },
      tx,
    );
    await recordAudit(tx, {
      type: 'password.reset_requested',
      clientId: tenant.id,
      userId: holder.id,
      ...origin,
      at,
    });
  });
}

const findResetToken = ({ db, clock }: AccountDeps, tenant: ClientRow, token: string): Promise<TokenLookup> =>
  lookUpToken(db, tenant.id, 'password_reset', token, clock());

/**
 * Starts the reset for an e-mail without waiting for it: 'throttled' once the address has asked too often or
 * the tenant's e-mail has asked five times in the hour, whoever asked, else 'queued' (the same for every
 * e-mail).
 */
export async function requestPasswordReset(
  { db, clock, jobs }: AccountDeps,
  tenant: ClientRow,
  email: string,
  origin: RequestOrigin,
): Promise<'queued' | 'throttled'> {
  const at = clock();
  if (!(await hitThrottle(db, resetRequestsPerAddress, addressKey(origin.ip), at))) return 'throttled';
  if (!(await hitThrottle(db, resetRequestsPerEmail, `${tenant.id} ${email}`, at))) return 'throttled';
  jobs.sendLater(passwordResetRequests, { clientId: tenant.id, email, origin });
  return 'queued';
}

/** The job of a reset request: a link e-mailed to an activated account with a password, else nothing. */
export async function issuePasswordReset(
  deps: AccountDeps,
  { clientId, email, origin }: ResetRequestJob,
): Promise<void> {
  const tenant = await findClientById(deps.db, clientId);
  if (tenant) await issueReset(deps, tenant, email, origin);
}

/** Whether a link can still be used: 'usable', 'expired' or 'invalid'. */
export async function checkResetToken(
  deps: AccountDeps,
  tenant: ClientRow,
  token: string,
): Promise<TokenLookup['kind']> {
  return (await findResetToken(deps, tenant, token)).kind;
}

export async function verifyResetDateOfBirth(
  deps: AccountDeps,
  tenant: ClientRow,
  token: string,
  dateOfBirth: string,
): Promise<DobCheck> {
  const found = await findResetToken(deps, tenant, token);
  if (found.kind !== 'usable') return 'ended';
  return checkDateOfBirth(deps.db, found.token, dateOfBirth, deps.clock());
}

export async function resetPassword(
  deps: AccountDeps,
  tenant: ClientRow,
  request: PasswordResetRequest,
  origin: RequestOrigin,
): Promise<ResetOutcome> {
  const { db, clock, sessions, mailer, clearSignInFailures } = deps;
  const at = clock();
  const found = await findResetToken(deps, tenant, request.token);
  if (found.kind !== 'usable') return { kind: 'unusable', expired: found.kind === 'expired' };
  const { token } = found;
  const dob = await checkDateOfBirth(db, token, request.date_of_birth, at);
  if (dob === 'ended') return { kind: 'unusable', expired: false };
  if (dob === 'mismatch') return { kind: 'dobMismatch' };

  const verdict = await judgeNewPassword(db, token.holder, request.password, request.password_confirmation);
  if (verdict.kind !== 'ok') return verdict;
  const holder = token.holder;
  const changed = await setPasswordWithToken(db, token, request.password, at, async (tx) => {
    await mailer.send(
      {
        template: 'password_changed',
        clientId: tenant.id,
        to: holder.email,
        data: { firstName: holder.firstName },
      },
      tx,
    );
    await recordAudit(tx, {
      type: 'password.reset',
      clientId: tenant.id,
      userId: holder.id,
      ...origin,
      at,
    });
  });
  if (!changed) return { kind: 'unusable', expired: false };
  await endUserSessions(sessions, holder.id, null, 'password_changed');
  // Whoever reset the password has shown the e-mail and the date of birth: a sign-in lock is lifted.
  await clearSignInFailures({ clientId: tenant.id, email: holder.email });
  return { kind: 'done' };
}
