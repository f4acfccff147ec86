import { ALL_PASSWORD_RULES_MASK, passwordRules } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../password-hash.ts';
import { checkPassword } from './index.ts';

const alex = {
  firstName: 'Alex',
  surname: 'Morgan',
  email: 'employee@demo.test',
  dateOfBirth: '1988-03-14',
};

describe('checkPassword', () => {
  it('passes the demo password on every rule, with the person and a history', async () => {
    const result = await checkPassword('Harbour-Lantern-47!', {
      personal: alex,
      previousPasswordHashes: [await hashPassword('Quiet-Orchard-River-9')],
    });
    expect(result.mask).toBe(ALL_PASSWORD_RULES_MASK);
    expect(result.checks).toEqual(passwordRules.map((rule) => ({ name: rule.name, status: true })));
  });

  it('answers every rule in order, and a mask of the bits met', async () => {
    const result = await checkPassword('password', { personal: alex });
    expect(result.checks.map((check) => check.name)).toEqual(passwordRules.map((rule) => rule.name));
    // Met: no repeats (2), no sequences (4), no personal details (256), not previous (512).
    expect(result.mask).toBe(2 + 4 + 256 + 512);
    expect(result.checks.filter((check) => !check.status).map((check) => check.name)).toEqual([
      'min_length',
      'no_common_words',
      'uppercase',
      'number',
      'special_character',
    ]);
  });

  it('checks an empty password without failing', async () => {
    const result = await checkPassword('');
    expect(result.checks).toHaveLength(passwordRules.length);
    expect(result.mask).toBe(2 + 4 + 8 + 256 + 512);
  });
});
