/**
 * Rules 2 (repeating patterns), 4 (predictable sequences) and 8 (commonly used words), decided from
 * zxcvbn-ts's matches (pattern-matches.ts). Each function answers whether the password has the problem.
 */
import type { DictionaryMatch, Match } from '@zxcvbn-ts/core';
import {
  COMMON_PASSWORDS_DICTIONARY,
  USER_INPUTS_DICTIONARY,
  type PatternMatches,
} from './pattern-matches.ts';

/** aaa, 111, abab: a shorter repetition (ll, 00) is part of too many words and numbers. */
export const MIN_REPEAT_LENGTH = 3;
/** 1234, zyxw: as in the spec's examples. Three (abc, 123, rst) are inside too many words. */
export const MIN_SEQUENCE_LENGTH = 4;

/**
 * The lists of ordinary English words (from film subtitles, and the diceware list). A repeat, sequence or
 * keyboard run inside one of these words is the word's own spelling (remember, property, sailor, mama,
 * desert), so it is left to rule 8. They hold none of the patterns people type (abab, 1234, qwer, asdf); the
 * name and Wikipedia lists do (ababa, reza), so they are not used here.
 */
const ORDINARY_WORD_LISTS = new Set(['commonWords-en', 'diceware-common']);

const codePoints = (text: string): number => Array.from(text).length;

function insideOrdinaryWord(pattern: Match, words: readonly DictionaryMatch[]): boolean {
  return words.some(
    (word) =>
      ORDINARY_WORD_LISTS.has(word.dictionaryName) &&
      !word.l33t &&
      !word.reversed &&
      word.i <= pattern.i &&
      word.j >= pattern.j,
  );
}

/**
 * Rule 2: the same character or group of characters repeated (1111, ababa, Harbour-Harbour-). A group
 * repeated inside an ordinary word (remember, banana, mama) is the word's spelling; one character three
 * times (aaa, !!!) always counts.
 */
export function hasRepeatingPattern({ repeats, words }: PatternMatches): boolean {
  return repeats.some((repeat) => {
    const base = typeof repeat.baseToken === 'string' ? repeat.baseToken : repeat.baseToken.join('');
    const oneCharacter = codePoints(base) === 1;
    return (
      codePoints(repeat.token) >= MIN_REPEAT_LENGTH && (oneCharacter || !insideOrdinaryWord(repeat, words))
    );
  });
}

/**
 * Rule 4: characters in an order anyone would try. Sequences are zxcvbn's: a constant step of 1 to 5
 * between code points, up or down, at least 4 long (1234, 2468, zyxw, ΑΒΓΔ). Keyboard runs are keys next to
 * each other on one of zxcvbn's layouts (QWERTY, QWERTZ, AZERTY, Dvorak, keypads): 4 in a straight line
 * (qwer, asdf, zxcv, !@#$, 1qaz, 8520) or 6 along any path (1q2w3e4r). Not inside an ordinary word.
 */
export function hasPredictableSequence(matches: PatternMatches): boolean {
  const { sequences, keyboardRuns, words } = matches;
  const sequence = sequences.some(
    (match) => codePoints(match.token) >= MIN_SEQUENCE_LENGTH && !insideOrdinaryWord(match, words),
  );
  return sequence || keyboardRuns.some((run) => !insideOrdinaryWord(run, words));
}

/**
 * Rule 8: the password leans on a common word. Either one word of zxcvbn's lists (49,233 leaked passwords,
 * English words, Wikipedia words, first names, surnames; in any case, l33t or reversed) makes up more than
 * half of it (Password1234!, Sunflower#77, Understanding-42!), or it contains one of the most common
 * breached passwords (word-lists/common-passwords.txt: password, qwerty, dragon) anywhere. A word that is
 * only part of a longer passphrase is fine: Harbour-Lantern-47! and Correct-Horse-Battery-Staple pass.
 */
export function hasCommonWord({ words }: PatternMatches, password: string): boolean {
  const length = codePoints(password);
  return words.some(
    (word) =>
      word.dictionaryName === COMMON_PASSWORDS_DICTIONARY ||
      (word.dictionaryName !== USER_INPUTS_DICTIONARY && codePoints(word.token) * 2 > length),
  );
}
