// Every project that compiles this file (server, bench, scripts) then sees the declarations; an import cannot
// name a declarations-only file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zxcvbn-internals.d.ts" />
/**
 * The raw matches of zxcvbn-ts's matchers that the pattern rules (2, 4, 8 and part of 256) are decided from.
 * We call the matchers one by one rather than zxcvbn's factory: the factory scores only its cheapest
 * explanation of a password (1234 may come back as a dictionary word, hiding the sequence), and runs
 * matchers we do not need (dates, word sequences) that cost more than the rest together.
 */
import { readFileSync } from 'node:fs';
import {
  Options,
  type DictionaryMatch,
  type RepeatMatch,
  type SequenceMatch,
  type SpatialMatch,
} from '@zxcvbn-ts/core';
import MatchDictionary from '@zxcvbn-ts/core/dist/matcher/dictionary/matching.mjs';
import MatchL33t from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/l33t.mjs';
import MatchReverse from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/reverse.mjs';
import MatchRepeat from '@zxcvbn-ts/core/dist/matcher/repeat/matching.mjs';
import MatchSequence from '@zxcvbn-ts/core/dist/matcher/sequence/matching.mjs';
import MatchSpatial from '@zxcvbn-ts/core/dist/matcher/spatial/matching.mjs';

/** The name of our own list (word-lists/common-passwords.txt) among zxcvbn's dictionaries. */
export const COMMON_PASSWORDS_DICTIONARY = 'common-passwords';
/** zxcvbn's name for the words given per check (our personal details). */
export const USER_INPUTS_DICTIONARY = 'userInputs';

/**
 * How many l33t readings of a password the l33t matcher tries. Each costs a full dictionary scan, and a
 * 128-character password of l33t symbols has thousands: zxcvbn's default (100) took over a second there.
 */
const L33T_READINGS = 8;

export interface PatternMatches {
  /** Plain, l33t and reversed dictionary words, ours and the personal details included. */
  words: DictionaryMatch[];
  repeats: RepeatMatch[];
  sequences: SequenceMatch[];
  /** Neighbouring keys: STRAIGHT_RUN_KEYS in a straight line (qwer, asdf), or ANY_PATH_KEYS on any path. */
  keyboardRuns: SpatialMatch[];
}

export const STRAIGHT_RUN_KEYS = 4;
export const ANY_PATH_KEYS = 6;

type Matchers = ReturnType<typeof createMatchers>;

function createMatchers(dictionary: Record<string, string[]>, graphs: Options['graphs']) {
  const options = new Options({ dictionary, graphs, l33tMaxSubstitutions: L33T_READINGS });
  return {
    options,
    dictionary: new MatchDictionary(options),
    l33t: new MatchL33t(options),
    reverse: new MatchReverse(options),
    repeat: new MatchRepeat(options),
    sequence: new MatchSequence(options),
    spatial: new MatchSpatial(options),
  };
}

function readCommonPasswords(): string[] {
  const text = readFileSync(new URL('./word-lists/common-passwords.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

async function loadMatchers(): Promise<Matchers> {
  // Imported here, not at the top: the word lists are large and only password pages need them.
  const [common, english] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const en = english.dictionary;
  // The English pack's small lists (months, planets, ...) serve zxcvbn's word-sequence matcher; their words
  // are in the large lists too, and every extra list slows each scan.
  return createMatchers(
    {
      'passwords-common': common.dictionary['passwords-common'],
      'diceware-common': common.dictionary['diceware-common'],
      'commonWords-en': en['commonWords-en'],
      'wikipedia-en': en['wikipedia-en'],
      'firstnames-en': en['firstnames-en'],
      'lastnames-en': en['lastnames-en'],
      [COMMON_PASSWORDS_DICTIONARY]: readCommonPasswords(),
    },
    common.adjacencyGraphs,
  );
}

let matchersPromise: Promise<Matchers> | undefined;

/** Loads the word lists once (about a second of CPU; the worker thread calls it); later calls share the promise. */
export function loadPatternMatchers(): Promise<Matchers> {
  matchersPromise ??= loadMatchers().catch((error: unknown) => {
    matchersPromise = undefined;
    throw error;
  });
  return matchersPromise;
}

// zxcvbn counts the first direction as a turn, so a straight path has one.
const isStraightRun = (path: SpatialMatch) => path.turns <= 1 && path.j - path.i + 1 >= STRAIGHT_RUN_KEYS;

/**
 * zxcvbn reports the longest paths of neighbouring keys, turns and all. A path of ANY_PATH_KEYS keys or
 * more is a run whatever its turns (1q2w3e4r); in a shorter one that turns (wasdf), the straight runs are
 * found by matching each stretch of STRAIGHT_RUN_KEYS keys alone.
 */
function findKeyboardRuns(spatial: Matchers['spatial'], password: string): SpatialMatch[] {
  return spatial.match({ password }).flatMap((path) => {
    if (isStraightRun(path) || path.j - path.i + 1 >= ANY_PATH_KEYS) return [path];
    const runs: SpatialMatch[] = [];
    for (let start = path.i; start + STRAIGHT_RUN_KEYS - 1 <= path.j; start += 1) {
      const stretch = password.slice(start, start + STRAIGHT_RUN_KEYS);
      for (const run of spatial.match({ password: stretch }).filter(isStraightRun)) {
        runs.push({ ...run, i: start + run.i, j: start + run.j });
      }
    }
    return runs;
  });
}

// The repeat matcher scores the repeated part with this; we never use scores, so it finds nothing.
const noInnerMatches = { match: () => [] };

/**
 * Every match in `password`. `personalWords` are matched as a dictionary of their own (zxcvbn's user
 * inputs), so their l33t and reversed spellings are found too. Repeats and sequences are also looked for
 * in lower case, so AbAb and aBcD count like abab and abcd.
 */
export async function findPatternMatches(
  password: string,
  personalWords: readonly string[] = [],
): Promise<PatternMatches> {
  const matchers = await loadPatternMatchers();
  const userInputsOptions = matchers.options.getUserInputsOptions([...personalWords]);
  // Only when lower-casing keeps every index (it does but for a few letters such as İ), so a match's place
  // in one form is its place in the other.
  const lowerCase = password.toLowerCase();
  const forms =
    lowerCase === password || lowerCase.length !== password.length ? [password] : [password, lowerCase];
  const repeats = await Promise.all(
    forms.map(async (form) => matchers.repeat.match({ password: form, omniMatch: noInnerMatches })),
  );
  return {
    words: [
      ...matchers.dictionary.match({ password, userInputsOptions }),
      ...matchers.l33t.match({ password, userInputsOptions }),
      ...matchers.reverse.match({ password, userInputsOptions }),
    ],
    repeats: repeats.flat(),
    sequences: forms.flatMap((form) => matchers.sequence.match({ password: form })),
    keyboardRuns: findKeyboardRuns(matchers.spatial, password),
  };
}
