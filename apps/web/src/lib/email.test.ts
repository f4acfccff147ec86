import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('e-mail pattern (spec section 5)', () => {
  it.each(['employee@demo.test', 'First.Last+tag@Example.CO.UK', '  padded@demo.test  '])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    '',
    '   ',
    'employee',
    'employee@',
    '@demo.test',
    'employee@demo',
    'employee@demo.t',
    'a b@demo.test',
    'employee@demo.123',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
