/**
 * Property tests (fast-check) of the password rules: the server's mask agrees with its checks, the web's
 * rule list (contracts' passwordRuleLines) shows exactly what the server decided, and the simple rules
 * agree with oracles written independently of them, for arbitrary Unicode.
 */
import {
  ALL_PASSWORD_RULES_MASK,
  allPasswordRulesMet,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleLines,
  passwordRules,
} from '@portal/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password-hash.ts';
import {
  checkPassword,
  PasswordTooLongError,
  type PersonalDetails,
} from '../src/lib/password-rules/index.ts';

const alex: PersonalDetails = {
  firstName: 'Alex',
  surname: 'Morgan',
  email: 'alex.morgan@demo.test',
  dateOfBirth: '1988-03-14',
};

/** One code point of any kind, now and then half of a surrogate pair on its own. */
const anyCodePoint = fc.oneof(
  { weight: 19, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF') },
);
const anyUnicode = (maxLength: number) => fc.string({ unit: anyCodePoint, maxLength });

/** Pieces people type, so that every rule is met by some passwords and failed by others. */
const passwordPiece = fc.oneof(
  fc.constantFrom('Harbour', 'lantern', 'password', 'qwerty', 'Alex', 'morgan', '1988', '1403', '1234'),
  fc.constantFrom('abab', 'aaa', 'zyxw', 'asdf', 'Straße', 'Ωmega', '漢字', 'かな', '😀', '٣', '²'),
  fc.constantFrom('-', '!', ' ', '#', '7', '47', 'X', 'é'),
  anyUnicode(4),
);
const passwordLike = fc
  .array(passwordPiece, { maxLength: 12 })
  .map((pieces) => pieces.join(''))
  .filter((password) => Array.from(password).length <= PASSWORD_MAX_LENGTH);

let previousHashes: string[] = [];
beforeAll(async () => {
  previousHashes = [await hashPassword('Harbour-Lantern-47!')];
});

describe('the mask and the rule list agree with the checks', () => {
  it('mask is the sum of the bits met; the web shows one line per rule with the server status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(passwordLike, anyUnicode(PASSWORD_MAX_LENGTH)),
        fc.boolean(),
        fc.boolean(),
        async (password, withPerson, withHistory) => {
          const { checks, mask } = await checkPassword(password, {
            personal: withPerson ? alex : undefined,
            previousPasswordHashes: withHistory ? previousHashes : undefined,
          });
          const status = new Map(checks.map((check) => [check.name, check.status]));

          expect(checks.map((check) => check.name)).toEqual(passwordRules.map((rule) => rule.name));
          expect(mask).toBe(
            passwordRules.reduce((sum, rule) => sum + (status.get(rule.name) ? rule.bit : 0), 0),
          );

          const lines = passwordRuleLines(checks);
          expect(lines.map((line) => line.name)).toEqual(passwordRules.map((rule) => rule.name));
          for (const line of lines) expect(line.valid).toBe(status.get(line.name));
          expect(allPasswordRulesMet(checks)).toBe(mask === ALL_PASSWORD_RULES_MASK);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses every password over the maximum, whatever it holds', async () => {
    const tooLong = fc
      .string({ unit: 'binary', minLength: PASSWORD_MAX_LENGTH + 1, maxLength: PASSWORD_MAX_LENGTH + 40 })
      .filter((password) => Array.from(password).length > PASSWORD_MAX_LENGTH);
    await fc.assert(
      fc.asyncProperty(tooLong, async (password) => {
        await expect(checkPassword(password)).rejects.toThrow(PasswordTooLongError);
      }),
      { numRuns: 20 },
    );
  });
});

describe('the simple rules agree with independent oracles', () => {
  /** Code points counted by hand from UTF-16 units: a high surrogate followed by a low one is one. */
  function countCodePoints(text: string): number {
    let count = 0;
    for (let index = 0; index < text.length; index += 1) {
      const unit = text.charCodeAt(index);
      const next = text.charCodeAt(index + 1);
      if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
      count += 1;
    }
    return count;
  }

  type Kind = 'upper' | 'lower' | 'caseless' | 'number' | 'mark' | 'special';
  /** Characters whose kind is known by hand, not by the rules' regular expressions. */
  const labelled: Record<Kind, string[]> = {
    upper: ['A', 'Z', 'É', 'Ω', 'Ж', 'ǅ', 'Ａ'],
    lower: ['a', 'z', 'é', 'ß', 'ω', 'ж', 'ﬀ'],
    caseless: ['漢', 'か', 'カ', '한', 'ا', 'ก'],
    number: ['0', '7', '٣', '५', '²', '½', 'Ⅻ', '①'],
    mark: ['\u0301', '\u0308'],
    special: [' ', '!', '#', '$', '-', '€', '©', '😀', '🙂', '\u200d', '\t', '\uD800'],
  };
  const labelledCharacter = fc.constantFrom(
    ...Object.entries(labelled).flatMap(([kind, characters]) =>
      characters.map((character) => ({ kind: kind as Kind, character })),
    ),
  );

  async function simpleStatuses(password: string) {
    const { checks } = await checkPassword(password);
    const status = new Map(checks.map((check) => [check.name, check.status]));
    return {
      length: status.get('min_length'),
      upper: status.get('uppercase'),
      number: status.get('number'),
      special: status.get('special_character'),
    };
  }

  it('on characters of known kinds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(labelledCharacter, { maxLength: 30 }), async (characters) => {
        // Each labelled character is one code point (the lone surrogate is a high one, so it never pairs).
        const text = characters.map((entry) => entry.character).join('');
        const has = (kind: Kind) => characters.some((entry) => entry.kind === kind);
        expect(await simpleStatuses(text)).toEqual({
          length: characters.length >= PASSWORD_MIN_LENGTH,
          upper: has('upper'),
          number: has('number'),
          special: has('special'),
        });
      }),
      { numRuns: 150 },
    );
  });

  it('on arbitrary Unicode, one code point at a time', async () => {
    const kindOf = (character: string) => ({
      upper: /^\p{General_Category=Uppercase_Letter}$|^\p{General_Category=Titlecase_Letter}$/u.test(
        character,
      ),
      number: /^\p{General_Category=Number}$/u.test(character),
      letterOrMark: /^(?:\p{General_Category=Letter}|\p{General_Category=Mark})$/u.test(character),
    });
    await fc.assert(
      fc.asyncProperty(anyUnicode(PASSWORD_MAX_LENGTH), async (password) => {
        const kinds = Array.from(password).map(kindOf);
        expect(await simpleStatuses(password)).toEqual({
          length: countCodePoints(password) >= PASSWORD_MIN_LENGTH,
          upper: kinds.some((kind) => kind.upper),
          number: kinds.some((kind) => kind.number),
          special: kinds.some((kind) => !kind.letterOrMark && !kind.number),
        });
      }),
      { numRuns: 150 },
    );
  });
});
