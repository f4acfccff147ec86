/**
 * Who must use a second factor: everyone of a tenant that enforces it, and platform administrators always
 * (issue 35: "two-factor required, no exceptions"), whatever the host they sign in on. Sign-in, set-up and
 * turning it off all ask here.
 */
import type { ClientRow, UserType } from '../../db/schema/index.ts';

export function twoFactorRequired(tenant: Pick<ClientRow, 'twoFactorPolicy'>, userType: UserType): boolean {
  return userType === 'admin' || tenant.twoFactorPolicy === 'enforced';
}
