/**
 * The new-password rules of spec section 5: checkPassword answers every rule, met or not, and the mask of
 * the rules met, as POST /api/password sends them. How each rule is decided: docs/decisions.md, "Password
 * rules", and the comments of the functions below.
 */
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordLength,
  passwordRules,
  type PasswordCheck,
  type PasswordRuleName,
} from '@portal/contracts';
import { HttpError } from '../http-error.ts';
import { hasMinimumLength, hasNumber, hasSpecialCharacter, hasUpperCase } from './character-rules.ts';
import { isPreviousPassword } from './password-history.ts';
import { matchPatternsOffThread, preparePatternMatching } from './pattern-matching-thread.ts';
import { hasCommonWord, hasPredictableSequence, hasRepeatingPattern } from './pattern-rules.ts';
import { containsPersonalDetails, personalWords, type PersonalDetails } from './personal-details.ts';

export type { PersonalDetails } from './personal-details.ts';

export interface PasswordCheckContext {
  /** Whose details the password must not hold; without them rule 256 is met. */
  personal?: PersonalDetails;
  /** Hashes of the previous passwords, newest first (only the newest 5 count); without them 512 is met. */
  previousPasswordHashes?: readonly string[];
}

export interface PasswordCheckResult {
  /** Every rule, in the order of `passwordRules`. */
  checks: PasswordCheck[];
  /** The sum of the bits of the rules met. */
  mask: number;
}

/** Over PASSWORD_MAX_LENGTH code points: refused whole (400, the contract's message), never truncated. */
export class PasswordTooLongError extends HttpError {
  constructor() {
    super(400, PASSWORD_TOO_LONG_MESSAGE);
    this.name = 'PasswordTooLongError';
  }
}

/** Starts loading the word lists (on their own thread) now rather than at the first check. */
export function preparePasswordRules(): void {
  preparePatternMatching();
}

/**
 * Checks `password` against every rule. Throws PasswordTooLongError above 128 code points. Takes about a
 * millisecond once the word lists are loaded, plus one argon2 verification per previous password.
 */
export async function checkPassword(
  password: string,
  context: PasswordCheckContext = {},
): Promise<PasswordCheckResult> {
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) throw new PasswordTooLongError();
  const { personal, previousPasswordHashes = [] } = context;
  const [matches, previous] = await Promise.all([
    matchPatternsOffThread(password, personal ? personalWords(personal) : []),
    isPreviousPassword(password, previousPasswordHashes),
  ]);
  const met: Record<PasswordRuleName, boolean> = {
    min_length: hasMinimumLength(password),
    no_repeating_patterns: !hasRepeatingPattern(matches),
    no_sequences: !hasPredictableSequence(matches),
    no_common_words: !hasCommonWord(matches, password),
    uppercase: hasUpperCase(password),
    number: hasNumber(password),
    special_character: hasSpecialCharacter(password),
    no_personal_details:
      personal === undefined || !containsPersonalDetails(password, personal, matches.words),
    not_previous_password: !previous,
  };
  const checks = passwordRules.map((rule) => ({ name: rule.name, status: met[rule.name] }));
  const mask = passwordRules.reduce((sum, rule) => (met[rule.name] ? sum + rule.bit : sum), 0);
  return { checks, mask };
}
