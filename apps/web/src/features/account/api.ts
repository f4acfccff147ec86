import type { ActivationDetails } from '@portal/contracts';
import { DOB_MISMATCH_MESSAGE } from '@portal/contracts/account';
import type { PasswordCheck } from '@portal/contracts/password-rules';
import type { ApiResult } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { formatDateForApi } from '../../components/date-of-birth-input/date-parts.ts';

/**
 * The calls of activation, forgotten and reset password, and change password (spec section 7). They are one-off
 * actions whose every status means something different to the page, so they use the api client directly.
 */

/** POST /api/activation/{id} (no body): whose link it is, or the server's error. */
export function fetchActivationDetails(id: string, signal?: AbortSignal) {
  return callEndpoint('activationDetails', { params: { id } }, { anonymous: true, signal });
}

/** The activation answer is a failure when it carries an error or status 'error', even with a 2xx status. */
export function activationFailure(result: ApiResult<ActivationDetails>): string | null {
  if (!result.ok) return result.error;
  const body = result.data as Partial<ActivationDetails> & { status?: string; error?: string };
  if (!body || body.status === 'error' || body.error) return body?.error ?? '';
  return null;
}

export type DobVerdict =
  | { kind: 'verified' }
  /** 422: the date is wrong (the link stays usable until the fifth wrong date). */
  | { kind: 'mismatch'; message: string }
  /** 410: the link can no longer be used. */
  | { kind: 'gone'; message: string }
  | { kind: 'network' }
  | { kind: 'error'; message: string };

/** POST /api/activation/dob or /api/password-reset/dob with the date as dd/mm/yyyy. */
export async function verifyDateOfBirth(
  flow: 'activation' | 'reset',
  token: string,
  value: string,
): Promise<DobVerdict> {
  const result = await callEndpoint(
    flow === 'activation' ? 'activationDob' : 'passwordResetDob',
    { body: { token, date_of_birth: formatDateForApi(value) } },
    { anonymous: true },
  );
  if (result.ok) {
    return result.data?.verified
      ? { kind: 'verified' }
      : { kind: 'mismatch', message: result.data?.error || DOB_MISMATCH_MESSAGE };
  }
  if (result.status === null) return { kind: 'network' };
  if (result.status === 422) return { kind: 'mismatch', message: result.error || DOB_MISMATCH_MESSAGE };
  if (result.status === 410) return { kind: 'gone', message: result.error };
  return { kind: 'error', message: result.error };
}

/** POST /api/forgot-password: the same success answer for every e-mail. */
export function requestPasswordReset(email: string, recaptcha: string) {
  return callEndpoint(
    'forgotPassword',
    { body: { email, recaptcha, isRecaptchaEnabled: true } },
    { anonymous: true },
  );
}

/** POST /api/password-reset/check. */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return callEndpoint('passwordResetCheck', { body: { token } }, { anonymous: true, signal });
}

/** POST /api/password-reset: password and confirmation are sent identical. */
export function resetPassword(token: string, dateOfBirth: string, password: string) {
  const body = {
    token,
    date_of_birth: formatDateForApi(dateOfBirth),
    password,
    password_confirmation: password,
  };
  return callEndpoint('passwordReset', { body }, { anonymous: true });
}

/** POST /api/user/password (signed in). */
export function changePassword(currentPassword: string, password: string) {
  return callEndpoint('changePassword', {
    body: { currentPassword, password, password_confirmation: password },
  });
}

/** The checks a refusal carried (422 of the reset and the change), if any. */
export function checksOf(body: unknown): PasswordCheck[] | undefined {
  const checks = body && typeof body === 'object' ? (body as { checks?: unknown }).checks : undefined;
  return Array.isArray(checks) ? (checks as PasswordCheck[]) : undefined;
}

/** A field of a failed answer's body as text ('' when missing). */
export function bodyText(body: unknown, field: 'message' | 'error'): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}
