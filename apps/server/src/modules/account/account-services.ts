import type { AccountDeps } from './account-deps.ts';
import { createActivationService, type ActivationService } from './activation.service.ts';
import { createPasswordChangeService, type PasswordChangeService } from './password-change.service.ts';
import { createPasswordChecksService, type PasswordChecksService } from './password-checks.service.ts';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service.ts';

/** The account flows, built once per app (the account module's `accounts` provider). */
export interface AccountServices {
  activation: ActivationService;
  reset: PasswordResetService;
  change: PasswordChangeService;
  checks: PasswordChecksService;
}

export function createAccountServices(deps: AccountDeps): AccountServices {
  return {
    activation: createActivationService(deps),
    reset: createPasswordResetService(deps),
    change: createPasswordChangeService(deps),
    checks: createPasswordChecksService(deps),
  };
}
