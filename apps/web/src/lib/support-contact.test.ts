import { describe, expect, it } from 'vitest';
import { isRealPhoneNumber, telHref } from './support-contact.ts';

describe('support phone number', () => {
  it.each([0, '0', ' 0 ', 'TBC', 'tbc', 'Tbc', 'T.B.C.', '', '   ', null, undefined])(
    'treats %j as a placeholder',
    (value) => {
      expect(isRealPhoneNumber(value)).toBe(false);
    },
  );

  it.each(['0161 496 0000', '+44 161 496 0000', '0800 000 0000'])('offers %s', (value) => {
    expect(isRealPhoneNumber(value)).toBe(true);
  });

  it('links to the digits of the number', () => {
    expect(telHref('0161 496 0000')).toBe('tel:01614960000');
    expect(telHref('+44 (0)161 496-0000')).toBe('tel:+4401614960000');
  });
});
