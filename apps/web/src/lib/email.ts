/**
 * A standard e-mail pattern (spec section 5): something@domain.tld, case-insensitive, with a top-level domain of
 * two or more letters. The value is trimmed first, so a blank value counts as empty.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;
}
