/**
 * The zxcvbn-ts matcher classes we use one by one. The package exports only its factory, which runs every
 * matcher and scores the result; the rules need the raw matches of a few matchers (see pattern-matches.ts).
 * Only the part of each class we call is declared.
 */
declare module '@zxcvbn-ts/core/dist/matcher/dictionary/matching.mjs' {
  import type { DictionaryMatch, Options, UserInputsOptions } from '@zxcvbn-ts/core';
  export default class MatchDictionary {
    constructor(options: Options);
    match(input: { password: string; userInputsOptions?: UserInputsOptions }): DictionaryMatch[];
  }
}
declare module '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/l33t.mjs' {
  import type { L33tMatch, Options, UserInputsOptions } from '@zxcvbn-ts/core';
  export default class MatchL33t {
    constructor(options: Options);
    match(input: { password: string; userInputsOptions?: UserInputsOptions }): L33tMatch[];
  }
}
declare module '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/reverse.mjs' {
  import type { DictionaryMatch, Options, UserInputsOptions } from '@zxcvbn-ts/core';
  export default class MatchReverse {
    constructor(options: Options);
    match(input: { password: string; userInputsOptions?: UserInputsOptions }): DictionaryMatch[];
  }
}
declare module '@zxcvbn-ts/core/dist/matcher/repeat/matching.mjs' {
  import type { MatchExtended, Options, RepeatMatch } from '@zxcvbn-ts/core';
  /** `omniMatch` finds the matches inside the repeated part, only to score it. */
  export default class MatchRepeat {
    constructor(options: Options);
    match(input: {
      password: string;
      omniMatch: { match(password: string): MatchExtended[] };
    }): RepeatMatch[] | Promise<RepeatMatch[]>;
  }
}
declare module '@zxcvbn-ts/core/dist/matcher/sequence/matching.mjs' {
  import type { Options, SequenceMatch } from '@zxcvbn-ts/core';
  export default class MatchSequence {
    constructor(options: Options);
    match(input: { password: string }): SequenceMatch[];
  }
}
declare module '@zxcvbn-ts/core/dist/matcher/spatial/matching.mjs' {
  import type { Options, SpatialMatch } from '@zxcvbn-ts/core';
  export default class MatchSpatial {
    constructor(options: Options);
    match(input: { password: string }): SpatialMatch[];
  }
}
