import { TWO_FACTOR_CODE_LENGTH } from '@portal/contracts/constants';

/**
 * The digits of a one-time code, one per box ('' for an empty box). Pure functions, so the component only wires
 * keys and focus to them.
 */
export type CodeDigits = readonly string[];

export function emptyCode(length = TWO_FACTOR_CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export function isCompleteCode(digits: CodeDigits): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

/** The code as sent: empty boxes count as 0 (spec section 5), though an incomplete code is never submitted. */
export function codeOf(digits: CodeDigits): string {
  return digits.map((digit) => digit || '0').join('');
}

/** Index of the first empty box, or the last box when all are filled. */
export function firstEmptyIndex(digits: CodeDigits): number {
  const index = digits.findIndex((digit) => digit === '');
  return index === -1 ? digits.length - 1 : index;
}

export function setDigit(digits: CodeDigits, index: number, digit: string): string[] {
  return digits.map((current, at) => (at === index ? digit : current));
}

/**
 * Text pasted (or filled in by the browser's one-time-code autofill) into the box at `index`: its digits, other
 * characters ignored (spaces, dashes). A whole code fills every box wherever it lands; a shorter run fills from
 * the box onwards. Null when the text holds no digit. `focus` is the box to move to afterwards.
 */
export function spreadDigits(
  digits: CodeDigits,
  index: number,
  text: string,
): { digits: string[]; focus: number } | null {
  const found = text.replace(/\D/g, '');
  if (found === '') return null;
  const start = found.length >= digits.length ? 0 : index;
  const next = [...digits];
  const count = Math.min(found.length, digits.length - start);
  for (let offset = 0; offset < count; offset += 1) next[start + offset] = found[offset]!;
  return { digits: next, focus: Math.min(start + count, digits.length - 1) };
}
