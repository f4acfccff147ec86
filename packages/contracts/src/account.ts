import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { passwordCheckSchema, passwordSchema } from './password-rules.ts';

/**
 * Activation, forgotten and reset password, and change password (spec sections 2, 4, 5 and 7).
 * Dates of birth travel as dd/mm/yyyy. Every step that needs the date of birth sends it again, so no step
 * trusts an earlier one; the server counts wrong dates per token and ends the token at the fifth.
 */

export const DOB_REQUIRED_MESSAGE = 'Date of birth is required';
export const DOB_INVALID_MESSAGE = 'This date of birth is not valid';
export const DOB_MISMATCH_MESSAGE = 'This date does not match our records';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
export const ACTIVATION_INVALID_MESSAGE = 'This activation link is invalid or has already been used.';
export const RESET_LINK_INVALID_MESSAGE = 'Your password reset link has expired or is invalid.';
export const RESET_LINK_NETWORK_MESSAGE = 'Unable to validate reset link. Please try again.';
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';
export const RESET_REQUEST_EXPIRED_MESSAGE = 'Your password renewal request has expired. Please try again.';
export const PASSWORD_CHANGED_MESSAGE = 'Password successfully changed.';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct';
export const VALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const FORGOT_PASSWORD_RATE_LIMIT_MESSAGE =
  'Too many password reset requests. Please wait a few minutes and try again.';

/** The spec's e-mail pattern for the forgotten-password form: case-insensitive, a top-level domain of 2+ letters. */
export const FORGOTTEN_PASSWORD_EMAIL_PATTERN = /^[a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** dd/mm/yyyy of a real calendar date. */
export const dobSchema = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, DOB_INVALID_MESSAGE)
  .refine((value) => {
    const [day, month, year] = value.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, DOB_INVALID_MESSAGE);

const tokenSchema = z.string().min(1).max(200);

/** POST /api/activation/{id} (no body): who the link is for, or an error (404 with status 'error'). */
export const activationDetailsSchema = z
  .object({
    firstName: z.string(),
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    /** The tenant enforces two-factor: the bar has four steps (Verify, Password, 2FA, Terms). */
    twoFactorRequired: z.boolean(),
  })
  .meta({ id: 'ActivationDetails' });
export type ActivationDetails = z.infer<typeof activationDetailsSchema>;

export const activationErrorSchema = z
  .object({ status: z.literal('error'), error: z.string() })
  .meta({ id: 'ActivationError' });

/** POST /api/activation/dob and POST /api/password-reset/dob. */
export const dobVerifyRequestSchema = z.object({ token: tokenSchema, date_of_birth: dobSchema });
export type DobVerifyRequest = z.infer<typeof dobVerifyRequestSchema>;
/** 200 { verified: true }; 422 { verified: false, error } for a wrong date; 410 when the token is no longer usable. */
export const dobVerifyResponseSchema = z
  .object({ verified: z.boolean(), error: z.string().optional() })
  .meta({ id: 'DobVerifyResponse' });
export type DobVerifyResponse = z.infer<typeof dobVerifyResponseSchema>;

const newPasswordFields = {
  token: tokenSchema,
  date_of_birth: dobSchema,
  password: passwordSchema,
  password_confirmation: z.string(),
  deviceToken: z.string().max(128).optional(),
};

/** PATCH /api/user/activate: sets the password and signs in (answers like POST /api/login). */
export const activateRequestSchema = z.object(newPasswordFields);
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** POST /api/forgot-password. The answer is the same for every e-mail. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  recaptcha: z.string().max(8192).optional(),
  isRecaptchaEnabled: z.boolean().optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z
  .object({ sent: z.boolean(), message: z.string().optional(), errors: z.unknown().optional() })
  .meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/password-reset/check. */
export const resetCheckRequestSchema = z.object({ token: tokenSchema });
export const resetCheckResponseSchema = z
  .object({ valid: z.boolean(), message: z.string().optional(), error: z.string().optional() })
  .meta({ id: 'ResetCheckResponse' });
export type ResetCheckResponse = z.infer<typeof resetCheckResponseSchema>;

/** POST /api/password-reset. */
export const passwordResetRequestSchema = z.object(newPasswordFields);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetResponseSchema = z
  .object({
    reset: z.boolean(),
    redirectURL: z.string().optional(),
    message: z.string().optional(),
    error: z.string().optional(),
    errors: z.unknown().optional(),
    checks: z.array(passwordCheckSchema).optional(),
  })
  .meta({ id: 'PasswordResetResponse' });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** POST /api/user/password (signed in): the change-password side panel. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  password: passwordSchema,
  password_confirmation: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z
  .object({
    changed: z.boolean(),
    error: z.string().optional(),
    checks: z.array(passwordCheckSchema).optional(),
  })
  .meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
