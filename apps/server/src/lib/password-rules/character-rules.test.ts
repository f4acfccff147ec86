import { PASSWORD_TOO_LONG_MESSAGE, type PasswordRuleName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkPassword, PasswordTooLongError } from './index.ts';

async function ruleMet(password: string, rule: PasswordRuleName): Promise<boolean | undefined> {
  const { checks } = await checkPassword(password);
  return checks.find((check) => check.name === rule)?.status;
}

describe('rule 1: at least 12 characters, counted in code points', () => {
  it.each([
    ['11 characters', 'Harbour-47!', false],
    ['12 characters', 'Harbour-47!x', true],
    ['empty', '', false],
    ['128 characters', 'x'.repeat(128), true],
    ['12 emoji (24 UTF-16 units)', '😀'.repeat(12), true],
    ['11 emoji (22 UTF-16 units, still 11 characters)', '😀'.repeat(11), false],
    ['12 CJK characters', '漢字かなカナ漢字かなカナ', true],
    ['11 accented letters', 'éàüßΩçñøåæœ', false],
    ['12 spaces', ' '.repeat(12), true],
    ['e + combining accent, 6 of each (12 code points)', 'e\u0301'.repeat(6), true],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'min_length')).toBe(expected);
  });

  it('refuses 129 characters whole, with the message the route answers', async () => {
    await expect(checkPassword('x'.repeat(129))).rejects.toThrow(PasswordTooLongError);
    await expect(checkPassword('😀'.repeat(129))).rejects.toMatchObject({
      statusCode: 400,
      message: PASSWORD_TOO_LONG_MESSAGE,
    });
    // 128 emoji are 256 UTF-16 units and still allowed.
    await expect(checkPassword('😀'.repeat(128))).resolves.toHaveProperty('mask');
  });
});

describe('rule 16: an upper-case letter of any script', () => {
  it.each([
    ['Latin', 'harbour-Lantern-47!', true],
    ['accented Latin', 'école-lantern-47!', false],
    ['accented capital', 'École-lantern-47!', true],
    ['Greek capital omega', 'Ωmega-lantern-47!', true],
    ['Greek small omega', 'ωmega-lantern-47!', false],
    ['Cyrillic capital', 'Жук-lantern-47!', true],
    ['title-case digraph ǅ', 'ǅemal-lantern-47!', true],
    ['sharp s has no capital here', 'straße-lantern-47!', false],
    ['CJK has no case', '漢字かな-lantern-47!', false],
    ['only digits and symbols', '1234-5678-90!?', false],
    ['emoji', '😀😀-lantern-47!', false],
    ['only capitals', 'HARBOUR-LANTERN', true],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'uppercase')).toBe(expected);
  });
});

describe('rule 64: a number of any script', () => {
  it.each([
    ['ASCII digit', 'Harbour-Lantern-7', true],
    ['no digit', 'Harbour-Lantern-!', false],
    ['Arabic-Indic digit', 'Harbour-Lantern-٣', true],
    ['Devanagari digit', 'Harbour-Lantern-५', true],
    ['superscript two', 'Harbour-Lantern²', true],
    ['vulgar fraction', 'Harbour-Lantern-½', true],
    ['Roman numeral', 'Harbour-Lantern-Ⅻ', true],
    ['circled digit', 'Harbour-Lantern-①', true],
    ['CJK numeral is a letter', 'Harbour-Lantern-五', false],
    ['letter O is not zero', 'Harbour-Lantern-O', false],
    ['keycap emoji is a symbol', 'Harbour-Lantern-🔟', false],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'number')).toBe(expected);
  });
});

describe('rule 128: a special character (neither letter nor number)', () => {
  it.each([
    ['hash', 'HarbourLantern#47', true],
    ['dollar', 'HarbourLantern$47', true],
    ['space', 'Harbour Lantern 47', true],
    ['euro sign', 'HarbourLantern€47', true],
    ['emoji', 'HarbourLantern😀47', true],
    ['zero-width joiner', 'HarbourLantern\u200d47', true],
    ['letters and digits only', 'HarbourLantern47', false],
    ['accented letters are letters', 'ÉcoleStraße47', false],
    ['a combining accent belongs to its letter', 'Ecole\u0301Lantern47', false],
    ['CJK and kana are letters', '漢字かなカナ47', false],
    ['other scripts digits are numbers', 'Lantern٣५²', false],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'special_character')).toBe(expected);
  });
});
