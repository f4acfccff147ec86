/**
 * Access tokens (architecture section 7): JWT, HS256 under a key derived from SECRET_KEY, 15 minutes.
 * Claims: sub (user id), cid (client id, null for a platform administrator), typ (user type), sid (session).
 * Time comes from the injected clock, so tests can let tokens expire without waiting.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { UserType } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { deriveKey } from './keys.ts';
import { TtlCache } from './ttl-cache.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'benefits-portal';
const AUDIENCE = 'benefits-portal-api';
/** Clocks of several server instances may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessClaims {
  userId: string;
  clientId: string | null;
  userType: UserType;
  sessionId: string;
}

const payloadSchema = z.object({
  sub: z.uuid(),
  cid: z.uuid().nullable(),
  typ: z.enum(['employee', 'employer', 'admin']),
  sid: z.uuid(),
});

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

/** Checking a signature costs about 0.1 ms: tokens already verified are remembered until they expire. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secretKey: string, clock: Clock): AccessTokens {
  // A WebCrypto key is the quickest that jose takes.
  const key = crypto.subtle.importKey(
    'raw',
    deriveKey(secretKey, 'access-token'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new TtlCache<{ claims: AccessClaims; expiresAtMs: number }>(
    (ACCESS_TOKEN_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000,
    VERIFIED_CACHE_SIZE,
  );
  return {
    async sign(claims) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ cid: claims.clientId, typ: claims.userType, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        const live = clock().getTime() < known.expiresAtMs;
        return live ? { ok: true, claims: known.claims } : { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) return { ok: false, reason: 'invalid' };
        const { sub, cid, typ, sid } = parsed.data;
        const claims = { userId: sub, clientId: cid, userType: typ, sessionId: sid };
        verified.set(token, { claims, expiresAtMs: (payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
