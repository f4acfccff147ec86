import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../password-hash.ts';
import { checkPassword } from './index.ts';

// Newest first, as the account module reads them; the sixth is beyond the depth of 5.
const previous = [
  'Harbour-Lantern-47!',
  'Quiet-Orchard-River-9',
  '漢字テスト-Harbour-7!',
  'Emoji-🙂-Lantern-47',
  'Straße-Kätzchen-47!',
  'Oldest-Meadow-Kite-3!',
];
let hashes: string[] = [];

beforeAll(async () => {
  hashes = await Promise.all(previous.map((password) => hashPassword(password)));
});

async function notPrevious(password: string, previousPasswordHashes?: string[]) {
  const { checks } = await checkPassword(password, { previousPasswordHashes });
  return checks.find((check) => check.name === 'not_previous_password')?.status;
}

describe('rule 512: not one of the previous 5 passwords (real argon2 hashes)', () => {
  it.each([
    ['the newest', 'Harbour-Lantern-47!', false],
    ['the second', 'Quiet-Orchard-River-9', false],
    ['a CJK one', '漢字テスト-Harbour-7!', false],
    ['one with an emoji', 'Emoji-🙂-Lantern-47', false],
    ['the fifth', 'Straße-Kätzchen-47!', false],
    ['the sixth is no longer compared', 'Oldest-Meadow-Kite-3!', true],
    ['a new password', 'Fresh-Copper-Kettle-8!', true],
    ['another case is another password', 'harbour-lantern-47!', true],
    ['a trailing space is another password', 'Harbour-Lantern-47! ', true],
    ['Unicode is compared exactly (ß is not ss)', 'Strasse-Kätzchen-47!', true],
  ])('%s: %s', async (_case, password, expected) => {
    expect(await notPrevious(password, hashes)).toBe(expected);
  });

  it('is met without a history, with an empty one, and past a damaged hash', async () => {
    expect(await notPrevious('Harbour-Lantern-47!')).toBe(true);
    expect(await notPrevious('Harbour-Lantern-47!', [])).toBe(true);
    expect(await notPrevious('Harbour-Lantern-47!', ['not-a-hash'])).toBe(true);
    expect(await notPrevious('Harbour-Lantern-47!', ['not-a-hash', hashes[0]!])).toBe(false);
  });
});
