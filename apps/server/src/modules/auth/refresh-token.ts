/** Opaque refresh tokens: 256 random bits, base64url in the cookie, only their SHA-256 in the database. */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash to look a presented token up by; null for anything that cannot be one of ours. */
export function refreshTokenHash(token: string | undefined): Buffer | null {
  if (token === undefined || !TOKEN_FORMAT.test(token)) return null;
  return createHash('sha256').update(token).digest();
}
