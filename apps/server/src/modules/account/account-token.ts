/**
 * Activation and password-reset tokens: 256 random bits in the e-mailed link, only their SHA-256 stored.
 * Seeded demo links (like `demo-activation-riley`) are readable words, so any URL-safe string is accepted.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{8,200}$/;

export function newAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash to look a presented token up by; null for anything that cannot be one of ours. */
export function accountTokenHash(token: string): Buffer | null {
  return TOKEN_FORMAT.test(token) ? createHash('sha256').update(token).digest() : null;
}
