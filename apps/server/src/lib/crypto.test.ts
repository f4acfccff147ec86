import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf } from './crypto.ts';

const key = Buffer.alloc(32, 1);
const box = createSecretBox(key);

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    expect(sealed.keyId).toBe(keyIdOf(key));
    expect(sealed.ciphertext.toString('latin1')).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'totp:user-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same bytes.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1').ciphertext.equals(sealed.ciphertext)).toBe(false);
  });

  it('refuses another context, another key, or a changed byte', () => {
    const sealed = box.seal('KRSXG5CTMVRXEZLU', 'totp:user-1');
    expect(() => box.open(sealed, 'totp:user-2')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'totp:user-1')).toThrow(
      /no encryption key/,
    );
    const tampered = Buffer.from(sealed.ciphertext);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => box.open({ ...sealed, ciphertext: tampered }, 'totp:user-1')).toThrow();
  });

  it('opens values sealed under a previous key after a rotation, and seals only with the current key', () => {
    const before = box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    const rotated = createSecretBox(Buffer.alloc(32, 2), [key]);
    expect(rotated.keyId).toBe(keyIdOf(Buffer.alloc(32, 2)));
    expect(rotated.open(before, 'totp:user-1')).toBe('JBSWY3DPEHPK3PXP');
    const after = rotated.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    expect(after.keyId).toBe(rotated.keyId);
    expect(() => box.open(after, 'totp:user-1')).toThrow(/no encryption key/);
    expect(() => createSecretBox(key, [Buffer.alloc(16)])).toThrow(/32 bytes/);
  });

  it('names keys by an id that reveals nothing of them', () => {
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key)).not.toBe(keyIdOf(Buffer.alloc(32, 2)));
    expect(keyIdOf(key)).not.toContain(key.toString('hex').slice(0, 8));
  });
});
