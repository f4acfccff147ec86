/**
 * The operator channel's key: derived from SECRET_KEY for this purpose only, so whoever can read the server's
 * configuration (the operator on the same machine) can compute it, and it opens nothing else.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/keys.ts';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

export function operatorKey(secretKey: string): string {
  return deriveKey(secretKey, 'operator').toString('base64url');
}

/** Compares in constant time (hashes first, so lengths never leak either). */
export function operatorKeyMatches(expected: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
