/**
 * Secrets at rest (architecture section 7): AES-256-GCM under ENCRYPTION_KEY, stored with a key id so a key
 * can be rotated: `seal` always uses the current key, `open` picks the key by the stored id among the current
 * and the previous keys (ENCRYPTION_KEYS_PREVIOUS). Each ciphertext is bound to a context (e.g.
 * `totp:<user id>`) as additional authenticated data, so it cannot be moved to another row.
 *
 * Layout of a sealed value: 12-byte IV, 16-byte tag, ciphertext.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  ciphertext: Buffer;
  keyId: string;
}

export interface SecretBox {
  /** The id of the key that `seal` uses; a sealed value under another id should be sealed again. */
  readonly keyId: string;
  seal(plaintext: string, context: string): Sealed;
  /** Throws when the key id is unknown or the ciphertext, tag or context do not match. */
  open(sealed: Sealed, context: string): string;
}

/** A short, stable id for a key that reveals nothing about it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('portal-key-id\0').update(key).digest('hex').slice(0, 16);
}

/** A box that seals with `encryptionKey` and opens what it or any of `previousKeys` sealed. */
export function createSecretBox(encryptionKey: Buffer, previousKeys: readonly Buffer[] = []): SecretBox {
  for (const key of [encryptionKey, ...previousKeys]) {
    if (key.length !== 32) throw new Error('an AES-256-GCM key must be 32 bytes');
  }
  const keyId = keyIdOf(encryptionKey);
  const keyring = new Map(previousKeys.map((key) => [keyIdOf(key), key]));
  keyring.set(keyId, encryptionKey);
  return {
    keyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]), keyId };
    },
    open(sealed, context) {
      const key = keyring.get(sealed.keyId);
      if (!key) throw new Error(`no encryption key with id ${sealed.keyId}`);
      const iv = sealed.ciphertext.subarray(0, IV_BYTES);
      const tag = sealed.ciphertext.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tag);
      const body = sealed.ciphertext.subarray(IV_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** The context a user's TOTP secret is sealed under. */
export const totpContext = (userId: string) => `totp:${userId}`;
