/**
 * Judges a new password for a person: every rule of spec section 5 with their personal details and recent
 * passwords, and the confirmation. Shared by activation, reset and change password.
 */
import type { PasswordCheck } from '@portal/contracts';
import { ALL_PASSWORD_RULES_MASK } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { checkPassword } from '../../lib/password-rules/index.ts';
import { recentPasswordHashes, type AccountHolder } from './account.repository.ts';

export type NewPasswordVerdict =
  { kind: 'ok' } | { kind: 'confirmationDiffers' } | { kind: 'rulesNotMet'; checks: PasswordCheck[] };

export function personalDetailsOf(holder: AccountHolder) {
  return {
    firstName: holder.firstName,
    surname: holder.surname,
    email: holder.email,
    dateOfBirth: holder.dateOfBirth,
  };
}

/** Every rule, for the live check: the person's details and their recent passwords. */
export async function passwordChecksFor(db: Database, holder: AccountHolder, password: string) {
  return checkPassword(password, {
    personal: personalDetailsOf(holder),
    previousPasswordHashes: await recentPasswordHashes(db, holder),
  });
}

export async function judgeNewPassword(
  db: Database,
  holder: AccountHolder,
  password: string,
  confirmation: string,
): Promise<NewPasswordVerdict> {
  if (password !== confirmation) return { kind: 'confirmationDiffers' };
  const { checks, mask } = await passwordChecksFor(db, holder, password);
  return mask === ALL_PASSWORD_RULES_MASK ? { kind: 'ok' } : { kind: 'rulesNotMet', checks };
}
