import { allPasswordRulesMet } from '@portal/contracts/password-rules';
import type { NewPassword } from '../../../components/new-password-fields/use-new-password.ts';

/**
 * Steps done while on the Password step (spec section 4, Reset flow): the Verify step, plus the Password step
 * itself once the password meets every rule and the confirmation matches; it drops back while the input is not
 * valid.
 */
export function passwordStepProgress({ password, confirmation, rules }: NewPassword): number {
  const checked = rules.answer?.password === password ? rules.answer.checks : null;
  const valid = checked !== null && allPasswordRulesMet(checked) && confirmation === password;
  return valid ? 2 : 1;
}
