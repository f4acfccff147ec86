/**
 * Sign-in link tokens: the kind's prefix (`msq`, `mgl`, `sso`) and 256 random bits in base64url. Only the
 * SHA-256 of the whole token is stored, so the database never holds a usable link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_GRANT_PREFIXES } from '@portal/contracts';
import type { SignInGrantKind } from '../../db/schema/index.ts';

const TOKEN_FORMAT = /^(msq|mgl|sso)[A-Za-z0-9_-]{43}$/;
const KIND_BY_PREFIX = Object.fromEntries(
  Object.entries(SIGN_IN_GRANT_PREFIXES).map(([kind, prefix]) => [prefix, kind]),
) as Record<string, SignInGrantKind>;

export function newGrantToken(kind: SignInGrantKind): string {
  return `${SIGN_IN_GRANT_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/** The kind a token claims by its prefix, or null when it cannot be one of ours. */
export function grantTokenKind(token: string): SignInGrantKind | null {
  return TOKEN_FORMAT.test(token) ? (KIND_BY_PREFIX[token.slice(0, 3)] ?? null) : null;
}

/** The hash to store and look a token up by; null for anything that cannot be one of ours. */
export function grantTokenHash(token: string): Buffer | null {
  return grantTokenKind(token) ? createHash('sha256').update(token).digest() : null;
}
