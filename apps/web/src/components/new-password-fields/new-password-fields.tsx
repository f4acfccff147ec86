import { PASSWORD_CRITERIA_BANNER, PASSWORD_TOO_LONG_MESSAGE } from '@portal/contracts/password-rules';
import { useEffect, useId } from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { PasswordField } from '../text-field/password-field.tsx';
import { PasswordRulesList } from './password-rules-list.tsx';
import type { NewPassword } from './use-new-password.ts';
import newPasswordTexts from '../../i18n/en-GB/new-password.json';

addTexts(newPasswordTexts);

interface NewPasswordFieldsProps {
  /** From useNewPassword: the values, the live rules and the errors of the last submit. */
  controller: NewPassword;
  /** Focus the new password when the fields appear (a step that has just opened). */
  focusOnShow?: boolean;
}

/**
 * New password and its confirmation, each with Show/Hide, and the live rules list between them (spec section 5,
 * New password): 'Please meet all the criteria below', one line per rule with a tick or a cross.
 */
export function NewPasswordFields({ controller, focusOnShow = false }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const { password, confirmation, rules, errors } = controller;
  const toggle = (subject: string) => ({ show: t('newPassword.show'), hide: t('newPassword.hide'), subject });
  const liveError = rules.status === 'tooLong' ? PASSWORD_TOO_LONG_MESSAGE : undefined;
  const { focus, passwordInput, confirmationInput } = controller;

  useEffect(() => {
    if (focusOnShow) focus();
  }, [focusOnShow, focus]);

  return (
    <div>
      <PasswordField
        ref={passwordInput}
        label={t('newPassword.label')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => controller.setPassword(event.currentTarget.value)}
        error={errors.password ?? liveError}
        hint={PASSWORD_CRITERIA_BANNER}
        aria-details={rulesId}
        toggleText={toggle(t('newPassword.passwordSubject'))}
      />
      <PasswordRulesList id={rulesId} rules={rules} password={password} />
      <PasswordField
        ref={confirmationInput}
        label={t('newPassword.confirmationLabel')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => controller.setConfirmation(event.currentTarget.value)}
        error={errors.confirmation}
        toggleText={toggle(t('newPassword.confirmationSubject'))}
      />
    </div>
  );
}
