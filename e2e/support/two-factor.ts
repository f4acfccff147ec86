import { TOTP } from 'otpauth';

/** The demo accounts' TOTP secrets (shared/demo-data.md). */
export const TOTP_SECRETS = {
  mfa: 'JBSWY3DPEHPK3PXP',
  admin: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The server accepts
 * one step either side and each step once, so a flow that needs two codes in a row uses the next step's code
 * for the second instead of waiting half a minute.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
