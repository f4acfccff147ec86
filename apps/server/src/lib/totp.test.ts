import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
  verifyTotp,
} from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SEED = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
/** Appendix B's SHA-1 column, 8 digits there; a 6-digit code is the last 6 of them (the same truncation). */
const RFC_VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('gives the appendix B code at T = %i s', (seconds, eightDigits) => {
    const code = totpCode(RFC_SEED, totpStep(at(seconds)));
    expect(code).toBe(eightDigits.slice(-6));
    expect(verifyTotp(RFC_SEED, code, at(seconds))).toBe(Math.floor(seconds / 30));
  });

  it('agrees with otpauth for random secrets and times', () => {
    for (let i = 0; i < 20; i++) {
      const secret = newTotpSecret();
      const timestamp = 1_700_000_000_000 + i * 7_919_000;
      const reference = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
      expect(totpCode(secret, totpStep(new Date(timestamp)))).toBe(reference.generate({ timestamp }));
    }
  });

  it('accepts exactly one step either side of now', () => {
    const now = at(1_800_000_015);
    const step = totpStep(now);
    const answers = [-2, -1, 0, 1, 2].map((offset) =>
      verifyTotp(RFC_SEED, totpCode(RFC_SEED, step + offset), now),
    );
    expect(answers).toEqual([null, step - 1, step, step + 1, null]);
  });

  it('refuses anything that is not six digits', () => {
    const now = at(1_800_000_015);
    const code = totpCode(RFC_SEED, totpStep(now));
    for (const wrong of ['', '12345', `${code}0`, ` ${code}`, 'abcdef', '１２３４５６']) {
      expect(verifyTotp(RFC_SEED, wrong, now)).toBeNull();
    }
  });

  it('makes 160-bit secrets in base32 that round-trip', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
    expect(base32Decode('jbsw y3dp ehpk 3pxp').toString('latin1')).toBe('Hello!\u00de\u00ad\u00be\u00ef');
    expect(() => base32Decode('JBSWY3DP1')).toThrow();
  });

  it('builds the otpauth address apps read, with the brand as issuer and the e-mail as account', () => {
    const url = otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Demo Benefits', account: 'mfa@demo.test' });
    expect(url).toBe(
      'otpauth://totp/Demo%20Benefits:mfa%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Demo%20Benefits&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = OTPAuth.URI.parse(url) as OTPAuth.TOTP;
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect(parsed.issuer).toBe('Demo Benefits');
    expect(parsed.label).toBe('mfa@demo.test');
    expect(parsed.secret.base32).toBe('JBSWY3DPEHPK3PXP');
    expect([parsed.algorithm, parsed.digits, parsed.period]).toEqual(['SHA1', 6, 30]);
  });
});
