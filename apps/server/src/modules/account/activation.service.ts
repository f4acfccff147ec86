/**
 * Account activation (spec sections 2 and 4): the e-mailed link names the person; their date of birth, then
 * a new password that meets every rule, activate the account and sign them in (or lead to two-factor set-up
 * when the tenant enforces it).
 */
import type { ActivateRequest, ActivationDetails, PasswordCheck } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { twoFactorRequired, type SignInStep } from '../auth/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { newAccountToken, accountTokenHash } from './account-token.ts';
import { insertAccountToken, type AccountHolder } from './account.repository.ts';
import { judgeNewPassword } from './new-password.ts';
import { checkDateOfBirth, lookUpToken, setPasswordWithToken, type DobCheck } from './token-steps.ts';

export const ACTIVATION_VALID_DAYS = 14;

export type ActivationOutcome =
  | { kind: 'done'; login: SignInStep }
  | { kind: 'unusable' }
  | { kind: 'dobMismatch' }
  | { kind: 'confirmationDiffers' }
  | { kind: 'rulesNotMet'; checks: PasswordCheck[] };

/** Who an unused activation link is for; null when it is unknown, used, ended or expired. */
export async function activationDetails(
  { db, clock }: AccountDeps,
  tenant: ClientRow,
  id: string,
): Promise<ActivationDetails | null> {
  const found = await lookUpToken(db, tenant.id, 'activation', id, clock());
  if (found.kind !== 'usable' || found.token.holder.activatedAt) return null;
  const { firstName, surname, email, userType } = found.token.holder;
  return {
    firstName,
    first_name: firstName,
    surname,
    email,
    twoFactorRequired: twoFactorRequired(tenant, userType),
  };
}

export async function verifyActivationDateOfBirth(
  { db, clock }: AccountDeps,
  tenant: ClientRow,
  id: string,
  dateOfBirth: string,
): Promise<DobCheck> {
  const at = clock();
  const found = await lookUpToken(db, tenant.id, 'activation', id, at);
  if (found.kind !== 'usable') return 'ended';
  const checked = await checkDateOfBirth(db, found.token, dateOfBirth, at);
  if (checked !== 'verified') {
    await recordAudit(db, {
      type: 'account.dob_failed',
      clientId: tenant.id,
      userId: found.token.holder.id,
      detail: { purpose: 'activation' },
      at,
    });
  }
  return checked;
}

export async function activateAccount(
  { db, clock, completeSignIn }: AccountDeps,
  tenant: ClientRow,
  request: ActivateRequest,
  origin: RequestOrigin,
): Promise<ActivationOutcome> {
  const at = clock();
  const found = await lookUpToken(db, tenant.id, 'activation', request.token, at);
  if (found.kind !== 'usable' || found.token.holder.activatedAt) return { kind: 'unusable' };
  const { token } = found;
  const dob = await checkDateOfBirth(db, token, request.date_of_birth, at);
  if (dob === 'ended') return { kind: 'unusable' };
  if (dob === 'mismatch') return { kind: 'dobMismatch' };

  const verdict = await judgeNewPassword(db, token.holder, request.password, request.password_confirmation);
  if (verdict.kind !== 'ok') return verdict;
  const activated = await setPasswordWithToken(db, token, request.password, at, (tx) =>
    recordAudit(tx, {
      type: 'account.activated',
      clientId: tenant.id,
      userId: token.holder.id,
      ...origin,
      at,
    }),
  );
  if (!activated) return { kind: 'unusable' };

  const login = await completeSignIn(tenant, token.holder, {
    deviceToken: request.deviceToken,
    origin,
    via: 'activation',
  });
  return { kind: 'done', login };
}

/** Issues a new activation link (superseding earlier ones) and e-mails it: the welcome e-mail. */
export async function sendActivation(
  { db, clock, mailer }: AccountDeps,
  tenant: ClientRow,
  holder: Pick<AccountHolder, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const at = clock();
  const token = newAccountToken();
  await db.transaction(async (tx) => {
    await insertAccountToken(tx, {
      clientId: tenant.id,
      userId: holder.id,
      purpose: 'activation',
      tokenHash: accountTokenHash(token)!,
      at,
      expiresAt: new Date(at.getTime() + ACTIVATION_VALID_DAYS * 24 * 60 * 60 * 1000),
    });
    await mailer.send(
      {
        template: 'activation',
        clientId: tenant.id,
        to: holder.email,
        data: { firstName: holder.firstName, linkPath: `/activation/${token}` },
      },
      tx,
    );
  });
}
