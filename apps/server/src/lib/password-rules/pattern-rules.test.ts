import { readFileSync } from 'node:fs';
import type { PasswordRuleName } from '@portal/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { checkPassword } from './index.ts';

async function ruleMet(password: string, rule: PasswordRuleName): Promise<boolean | undefined> {
  const { checks } = await checkPassword(password);
  return checks.find((check) => check.name === rule)?.status;
}

const DEMO_PASSWORD = 'Harbour-Lantern-47!';

describe('rule 2: no repeating patterns', () => {
  it.each([
    ['the demo password', DEMO_PASSWORD, true],
    ['1111 (spec example)', 'Harbour-1111-Lamp!', false],
    ['ababa (spec example)', 'ababa-Harbour-47!', false],
    ['a character three times', 'Lantern-aaa-Harbour7!', false],
    ['symbols three times', 'Harbour-!!!-Lamp7', false],
    ['in mixed case', 'AbAb-Harbour-Lamp7!', false],
    ['a repeated word', 'Harbour-Harbour-47!', false],
    ['12 twice', 'Harbour-1212-Lamp!', false],
    ['emoji', '🙂🙂🙂-Harbour-Lamp7', false],
    ['Greek', 'Lamp-ΩΩΩ-Harbour-7', false],
    ['CJK', '漢字漢字-Harbour-7!', false],
    ['double letters are fine', 'Balloon-Lantern-47!', true],
    ['a word spelt with a repeat (remember)', 'Remember-Lantern-4!', true],
    ['a word spelt with a repeat (banana)', 'Banana-Lantern-47!', true],
    ['a word spelt with a repeat (Mississippi)', 'Mississippi-Lantern-47!', true],
    ['ß and accents', 'Straße-Kätzchen-47!', true],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'no_repeating_patterns')).toBe(expected);
  });
});

describe('rule 4: no predictable sequences', () => {
  it.each([
    ['the demo password', DEMO_PASSWORD, true],
    ['1234 (spec example)', 'Harbour-1234-Lamp!', false],
    ['zyxw (spec example)', 'zyxw-Harbour-Lamp7!', false],
    ['9876 descending', 'Harbour-9876-Lamp!', false],
    ['2468 in steps of two', 'Harbour-2468-Lamp!', false],
    ['letters in mixed case', 'AbCd-Harbour-Lamp7!', false],
    ['Greek alphabet', 'ΑΒΓΔ-Harbour-Lamp7!', false],
    ['hiragana', 'あいうえ-Harbour-7!', false],
    ['keyboard row asdf', 'Harbour-asdf-Lamp7!', false],
    ['keyboard row qwer', 'Harbour-qwer-Lamp7!', false],
    ['shifted keyboard row', 'Harbour-!@#$-Lamp7', false],
    ['keyboard column 1qaz', 'Harbour-1qaz-Lamp!', false],
    ['keypad column 8520', 'Harbour-8520-Lamp!', false],
    ['a straight run after a turn (wasdf)', 'wasdf-Harbour-Lamp7!', false],
    ['a zigzag of 8 keys', '1q2w3e4r-Harbour!', false],
    ['three in a row is not yet a sequence', 'Harbour-123-Lamp!', true],
    ['a year', 'Harbour-2024-Lamp!', true],
    ['neighbouring keys with turns (were)', 'Were-Harbour-47!', true],
    ['a word containing erty (property)', 'Property-Lantern-4!', true],
    ['a word containing a sequence (sailor)', 'Sailor-Lantern-47!', true],
    ['CJK', '漢字テスト-Harbour-7!', true],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'no_sequences')).toBe(expected);
  });
});

describe('rule 8: no commonly used words', () => {
  it.each([
    ['the demo password: two words in a passphrase', DEMO_PASSWORD, true],
    ['a four-word passphrase', 'Correct-Horse-Battery-Staple1', true],
    ['a three-word passphrase', 'Quiet-Orchard-River-9', true],
    ['a word of exactly half the password', 'Garden#9xQ2z', true],
    ['German words', 'Straße-Kätzchen-47!', true],
    ['CJK', '漢字テスト-Harbour-7!', true],
    ['password (spec example), mostly', 'Password1234!', false],
    ['qwerty (spec example), anywhere', 'Harbour-qwerty-7!', false],
    ['p@ssw0rd in l33t, anywhere', 'P@ssw0rd-Garden-7', false],
    ['in capitals', 'PASSWORD-Lantern-7', false],
    ['reversed', 'drowssap-Harbour-47!', false],
    ['a top breached password in l33t', 'Dr@gon-Harbour-47!', false],
    ['a top breached name', 'Jennifer-Harbour7!', false],
    ['one word more than half (gardens)', 'Gardens#9xQ2z', false],
    ['one English word with decorations', 'Understanding-42!', false],
    ['a known password with digits', 'Sunflower#77', false],
    ['one word and a sequence', 'Basketball#12345', false],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await ruleMet(password, 'no_common_words')).toBe(expected);
  });

  it('ships the most common breached passwords, each from the zxcvbn list it names', () => {
    const shipped = readFileSync(new URL('./word-lists/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const top100 = dictionary['passwords-common'].slice(0, 100);
    expect(shipped).toEqual(top100.filter((password) => password.length >= 5));
    expect(shipped).toContain('password');
    expect(shipped).toContain('qwerty');
  });
});
