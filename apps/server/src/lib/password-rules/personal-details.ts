/**
 * Rule 256, none of the person's details: first name, surname, the e-mail address before the @ and its
 * parts, and the date of birth written the usual ways. Case and accents do not matter (Zoë = zoe); the
 * names and e-mail parts are also found in l33t and backwards (4lex, xela) through zxcvbn's user inputs.
 * Fragments under 3 characters (Al, Jo, the two-digit year 88) are ignored: they are inside too many
 * passwords to mean anything.
 */
import type { DictionaryMatch } from '@zxcvbn-ts/core';
import { USER_INPUTS_DICTIONARY } from './pattern-matches.ts';

export interface PersonalDetails {
  firstName: string;
  surname: string;
  email: string;
  /** yyyy-mm-dd; anything else is ignored. */
  dateOfBirth: string | null;
}

export const MIN_FRAGMENT_LENGTH = 3;

/** Lower case without accents: É → e, ﬁ → fi (compatibility decomposition, combining marks removed). */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const longEnough = (fragment: string) => Array.from(fragment).length >= MIN_FRAGMENT_LENGTH;

/** A name whole without its spaces and hyphens (quinnadmin), and each of its parts (quinn, admin). */
function nameFragments(name: string): string[] {
  const folded = fold(name);
  const parts = folded.split(/[^\p{L}\p{N}]+/u);
  return [parts.join(''), ...parts];
}

/** The local part whole, its parts split on . _ - +, and those split again between letters and digits. */
function emailFragments(email: string): string[] {
  const at = email.lastIndexOf('@');
  const local = fold(at === -1 ? email : email.slice(0, at));
  const parts = local.split(/[._+-]+/);
  const letterDigitRuns = parts.flatMap((part) => part.match(/\p{L}+|\p{N}+/gu) ?? []);
  return [local, ...parts, ...letterDigitRuns];
}

/**
 * 1988-03-14 as 1988, 14031988, 03141988, 19880314, 140388, 031488, 880314, 1403 and 0314. Dates in the
 * password are compared with their separators removed, so 14/03/1988, 14-03-88 and 14.03 count too.
 */
export function dateOfBirthFragments(dateOfBirth: string | null): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return [];
  const [, yyyy = '', mm = '', dd = ''] = match;
  const yy = yyyy.slice(2);
  return [
    yyyy,
    dd + mm + yyyy,
    mm + dd + yyyy,
    yyyy + mm + dd,
    dd + mm + yy,
    mm + dd + yy,
    yy + mm + dd,
    dd + mm,
    mm + dd,
  ];
}

/** The words matched as zxcvbn user inputs (for their l33t and reversed spellings). */
export function personalWords(personal: PersonalDetails): string[] {
  const fragments = [
    ...nameFragments(personal.firstName),
    ...nameFragments(personal.surname),
    ...emailFragments(personal.email),
  ];
  return [...new Set(fragments.filter(longEnough))];
}

/** Digits joined across the separators people write dates with: 14/03/1988 → 14031988. */
const withoutDateSeparators = (password: string) => password.replace(/(?<=\p{N})[\s./_-]+(?=\p{N})/gu, '');

/** Whether the password holds any of the person's details. `words` are the password's dictionary matches. */
export function containsPersonalDetails(
  password: string,
  personal: PersonalDetails,
  words: readonly DictionaryMatch[],
): boolean {
  const folded = fold(password);
  const inPlainSight = personalWords(personal).some((fragment) => folded.includes(fragment));
  const disguised = words.some(
    (word) => word.dictionaryName === USER_INPUTS_DICTIONARY && longEnough(word.token),
  );
  const digits = withoutDateSeparators(password);
  const dateOfBirth = dateOfBirthFragments(personal.dateOfBirth).some((form) => digits.includes(form));
  return inPlainSight || disguised || dateOfBirth;
}
