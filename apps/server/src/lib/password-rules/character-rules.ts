/**
 * The rules about which characters a password has (1, 16, 64, 128). Unicode throughout: lengths count code
 * points, and letters and numbers of every script count, so é, ß, Ω and 漢 are letters, ٣ and ² numbers.
 */
import { PASSWORD_MIN_LENGTH, passwordLength } from '@portal/contracts';

// Upper case is the Unicode categories Lu (A, É, Ω, Ж) and Lt (the title-case digraphs such as ǅ).
const UPPER_CASE = /[\p{Lu}\p{Lt}]/u;
// Any numeric character: decimal digits of every script, and numerals such as Ⅻ, ² and ½.
const NUMBER = /\p{N}/u;
// Special is whatever is neither a letter nor a number: spaces, punctuation, symbols, emoji. Combining marks
// (the accent of a decomposed é) belong to their letter and are not special.
const SPECIAL = /[^\p{L}\p{M}\p{N}]/u;

export const hasMinimumLength = (password: string): boolean =>
  passwordLength(password) >= PASSWORD_MIN_LENGTH;
export const hasUpperCase = (password: string): boolean => UPPER_CASE.test(password);
export const hasNumber = (password: string): boolean => NUMBER.test(password);
export const hasSpecialCharacter = (password: string): boolean => SPECIAL.test(password);
