/** Which callers each access rule admits (plugins/auth.ts enforces them). */
import type { AccessRule } from '@portal/contracts';
import type { UserType } from '../db/schema/index.ts';

const ADMITTED: Record<Exclude<AccessRule, 'public'>, readonly UserType[]> = {
  authenticated: ['employee', 'employer', 'admin'],
  employee: ['employee'],
  employer: ['employer', 'admin'],
  admin: ['admin'],
  operator: ['admin'],
};

export function admits(access: Exclude<AccessRule, 'public'>, userType: UserType): boolean {
  return ADMITTED[access].includes(userType);
}

/** The rules a request on the platform host may use: the session's own routes and the console's (issue 35). */
export function usableOnPlatformHost(access: AccessRule): boolean {
  return access === 'authenticated' || access === 'operator';
}

/** An operator: a platform administrator on the platform host whose sign-in passed two-factor. */
export function isOperator(principal: {
  userType: UserType;
  platformHost: boolean;
  twoFactorVerified: boolean;
}) {
  return principal.userType === 'admin' && principal.platformHost && principal.twoFactorVerified;
}
