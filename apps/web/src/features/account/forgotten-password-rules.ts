import { FORGOTTEN_PASSWORD_EMAIL_PATTERN, VALID_EMAIL_MESSAGE } from '@portal/contracts/account';
import type { FieldError, Resolver, ResolverResult } from 'react-hook-form';
import { i18n } from '../../lib/i18n.ts';

/** The forgotten-password form's rule (spec section 5): e-mail required, then the spec's pattern. */
export type ForgottenPasswordValues = { email: string };

const invalid = (error: FieldError) =>
  ({ values: {}, errors: { email: error } }) as ResolverResult<ForgottenPasswordValues>;

export const forgottenPasswordResolver: Resolver<ForgottenPasswordValues> = async ({ email }) => {
  const value = email.trim();
  if (value === '') return invalid({ type: 'required', message: i18n.t('login.errors.required') });
  if (!FORGOTTEN_PASSWORD_EMAIL_PATTERN.test(value)) {
    return invalid({ type: 'pattern', message: VALID_EMAIL_MESSAGE });
  }
  return { values: { email: value }, errors: {} };
};

/** The first validation error of a 400 answer: `errors` as a list, an object of lists, or text; else null. */
export function firstValidationError(errors: unknown): string | null {
  if (typeof errors === 'string') return errors || null;
  const values = Array.isArray(errors)
    ? errors
    : errors && typeof errors === 'object'
      ? Object.values(errors)
      : [];
  for (const value of values) {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) || (value && typeof value === 'object' && !('message' in value))) {
      const nested = firstValidationError(value);
      if (nested) return nested;
    }
    if (value && typeof value === 'object' && 'message' in value) {
      const { message } = value as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  }
  return null;
}
