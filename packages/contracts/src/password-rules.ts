import { z } from 'zod';

/**
 * The new-password rules (spec section 5) as bit flags. The server evaluates them (POST /api/password) and
 * the web shows one line per rule with a valid or invalid tick. Bit 32 is not used by the spec.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused, never truncated. Counted in Unicode code points. */
export const PASSWORD_MAX_LENGTH = 128;
/** How many previous passwords the "isn't a previous password" rule compares. */
export const PASSWORD_HISTORY_DEPTH = 5;

export const passwordRules = [
  { bit: 1, name: 'min_length', label: 'At least 12 characters' },
  { bit: 2, name: 'no_repeating_patterns', label: 'No repeating patterns, e.g. 1111 or ababa' },
  { bit: 4, name: 'no_sequences', label: 'No predictable sequences, e.g. 1234 or zyxw' },
  { bit: 8, name: 'no_common_words', label: 'No commonly used words, e.g. password or qwerty' },
  { bit: 16, name: 'uppercase', label: 'At least 1 upper case letter' },
  { bit: 64, name: 'number', label: 'At least 1 number' },
  { bit: 128, name: 'special_character', label: 'At least 1 special character, e.g. # or $' },
  {
    bit: 256,
    name: 'no_personal_details',
    label: 'None of your personal details, e.g. name or e-mail address',
  },
  { bit: 512, name: 'not_previous_password', label: "Isn't a previous password" },
] as const;

export type PasswordRuleName = (typeof passwordRules)[number]['name'];
export const passwordRuleNames = passwordRules.map((rule) => rule.name) as [
  PasswordRuleName,
  ...PasswordRuleName[],
];
/** The mask with every rule met. */
export const ALL_PASSWORD_RULES_MASK = passwordRules.reduce((mask, rule) => mask | rule.bit, 0);

export const PASSWORD_TOO_LONG_MESSAGE = `Passwords can be at most ${PASSWORD_MAX_LENGTH} characters long`;
export const PASSWORD_CRITERIA_BANNER = 'Please meet all the criteria below';
export const PASSWORD_RULES_NOT_MET_MESSAGE = 'Please ensure your password meets the listed requirements';

/** Code points, so an emoji counts as one character, as people count them. */
export const passwordLength = (password: string): number => Array.from(password).length;

export const passwordSchema = z
  .string()
  .min(1, 'This field is required')
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** POST /api/password: the password to check; `token` is an activation or reset token (after its date of birth). */
export const passwordCheckRequestSchema = z.object({
  password: passwordSchema,
  token: z.string().min(1).max(200).optional(),
});
export type PasswordCheckRequest = z.infer<typeof passwordCheckRequestSchema>;

export const passwordCheckSchema = z.object({ name: z.enum(passwordRuleNames), status: z.boolean() });
export type PasswordCheck = z.infer<typeof passwordCheckSchema>;

/** `mask` is the sum of the bits of the rules met; every rule is met when it equals ALL_PASSWORD_RULES_MASK. */
export const passwordCheckResponseSchema = z
  .object({ data: z.object({ checks: z.array(passwordCheckSchema), mask: z.number().int() }) })
  .meta({ id: 'PasswordCheckResponse' });
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;

/** One line of the rules list as the web shows it: every rule, in order, valid or not (missing = not valid). */
export function passwordRuleLines(checks: readonly PasswordCheck[]) {
  const status = new Map(checks.map((check) => [check.name, check.status]));
  return passwordRules.map((rule) => ({ ...rule, valid: status.get(rule.name) === true }));
}

export const allPasswordRulesMet = (checks: readonly PasswordCheck[]): boolean =>
  passwordRuleLines(checks).every((line) => line.valid);
