/**
 * Keys derived from SECRET_KEY, one per purpose (HKDF-SHA-256), so a key used for one job can never be
 * replayed in another: a robot-check signature is no access token, and the reverse.
 */
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'access-token' | 'captcha';

export function deriveKey(secretKey: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'benefits-portal', `${purpose}/v1`, 32));
}
