import type { FieldError, Resolver, ResolverResult } from 'react-hook-form';
import { isValidEmail } from '../../lib/email.ts';
import { i18n } from '../../lib/i18n.ts';

/**
 * The login form's rules (spec section 5, Login) as small react-hook-form resolvers. The login page is the
 * first page most people load, so it carries no schema library: two rules do not need one.
 */

export type EmailStepValues = {
  email: string;
};

export type PasswordStepValues = {
  password: string;
};

function invalid<Values extends Record<string, string>>(
  field: keyof Values & string,
  error: FieldError,
): ResolverResult<Values> {
  return { values: {}, errors: { [field]: error } } as ResolverResult<Values>;
}

/** E-mail: required (blank counts as empty), then a standard e-mail pattern. Trimmed on the way out. */
export const emailStepResolver: Resolver<EmailStepValues> = async ({ email }) => {
  const value = email.trim();
  if (value === '') {
    return invalid<EmailStepValues>('email', { type: 'required', message: i18n.t('login.errors.required') });
  }
  if (!isValidEmail(value)) {
    return invalid<EmailStepValues>('email', {
      type: 'pattern',
      message: i18n.t('login.errors.invalidEmail'),
    });
  }
  return { values: { email: value }, errors: {} };
};

/** Password: required. Sent exactly as typed (spaces are part of a password). */
export const passwordStepResolver: Resolver<PasswordStepValues> = async ({ password }) => {
  if (password === '') {
    return invalid<PasswordStepValues>('password', {
      type: 'required',
      message: i18n.t('login.errors.required'),
    });
  }
  return { values: { password }, errors: {} };
};
