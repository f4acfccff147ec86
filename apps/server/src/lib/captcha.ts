/**
 * The robot check (architecture section 2): ALTCHA proof of work, self-hosted. Challenges are signed with an
 * HMAC key derived from SECRET_KEY and expire after 10 minutes (by the injected clock). This module checks a
 * solution's signature, work and expiry; keeping each solution to one use is the caller's job (it stores the
 * returned `challengeHash` until `expiresAt`).
 *
 * The challenge has ALTCHA's v1 shape (algorithm, challenge, maxnumber, salt, signature), which the widget
 * solves and answers with a base64 JSON payload.
 */
import { createHash } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import { deriveKey } from './keys.ts';

export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export type CaptchaCheck = { ok: true; challengeHash: Buffer; expiresAt: Date } | { ok: false };

export interface Captcha {
  newChallenge(): Promise<CaptchaChallenge>;
  check(solution: string | undefined): Promise<CaptchaCheck>;
}

const payloadSchema = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decodePayload(solution: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(solution, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

export function createCaptcha(options: { secretKey: string; maxNumber: number; clock: Clock }): Captcha {
  const hmacKey = deriveKey(options.secretKey, 'captcha').toString('hex');
  return {
    newChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        hmacKey,
        maxnumber: options.maxNumber,
        expires: new Date(options.clock().getTime() + CAPTCHA_LIFETIME_MS),
      }),

    async check(solution) {
      if (!solution) return { ok: false };
      const parsed = decodePayload(solution);
      if (!parsed?.success) return { ok: false };
      const payload = parsed.data;
      // Expiry by our clock, not the library's Date.now(): the signature covers the salt that carries it.
      const expires = Number(extractParams(payload).expires);
      if (!Number.isInteger(expires) || expires * 1000 <= options.clock().getTime()) return { ok: false };
      if (!(await verifySolution(payload, hmacKey, false))) return { ok: false };
      return {
        ok: true,
        challengeHash: createHash('sha256').update(payload.challenge).digest(),
        expiresAt: new Date(expires * 1000),
      };
    },
  };
}
