import { TOTP } from 'otpauth';

/** The demo accounts' TOTP secrets (shared/demo-data.md). */
export const TOTP_SECRETS = {
  mfa: 'JBSWY3DPEHPK3PXP',
  admin: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The server accepts
 * one step either side of now, each step once and never an older one after a newer: a flow that needs several
 * codes in a row uses the steps -1, 0 and +1 in turn instead of waiting half a minute between them.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
