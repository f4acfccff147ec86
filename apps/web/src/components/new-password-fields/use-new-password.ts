import { PASSWORDS_DIFFER_MESSAGE } from '@portal/contracts/account';
import {
  PASSWORD_RULES_NOT_MET_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  type PasswordCheck,
} from '@portal/contracts/password-rules';
import { useCallback, useRef, useState } from 'react';
import { addTexts, i18n } from '../../lib/i18n.ts';
import { usePasswordRules, type PasswordRules } from './use-password-rules.ts';
import newPasswordTexts from '../../i18n/en-GB/new-password.json';

addTexts(newPasswordTexts);

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

export interface NewPassword {
  password: string;
  confirmation: string;
  setPassword(value: string): void;
  setConfirmation(value: string): void;
  rules: PasswordRules;
  errors: NewPasswordErrors;
  /** Ref callbacks of the two inputs (NewPasswordFields attaches them), so validation can focus them. */
  passwordInput(element: HTMLInputElement | null): void;
  confirmationInput(element: HTMLInputElement | null): void;
  /** Focuses the new password (a step that has just opened). */
  focus(): void;
  /**
   * On submit: shows every problem (required, the rules, the confirmation) and focuses the first; resolves with
   * the password to send as both password and password_confirmation, or null when submission is blocked.
   */
  validate(): Promise<string | null>;
  /** The server refused the password (422): its message, and its checks when it sent them. */
  refused(message: string | null, checks?: PasswordCheck[]): void;
}

/** The state of a NewPasswordFields: the two values, the live rules and the submit-time checks. */
export function useNewPassword({ token }: { token?: string } = {}): NewPassword {
  const rules = usePasswordRules(token);
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmationValue] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const inputs = useRef<{ password?: HTMLInputElement | null; confirmation?: HTMLInputElement | null }>({});
  const passwordInput = useCallback((element: HTMLInputElement | null) => {
    inputs.current.password = element;
  }, []);
  const confirmationInput = useCallback((element: HTMLInputElement | null) => {
    inputs.current.confirmation = element;
  }, []);
  const focus = useCallback(() => inputs.current.password?.focus(), []);

  function setPassword(value: string) {
    setPasswordValue(value);
    setErrors((current) => ({ ...current, password: undefined }));
    rules.schedule(value);
  }

  function setConfirmation(value: string) {
    setConfirmationValue(value);
    setErrors((current) => ({ ...current, confirmation: undefined }));
  }

  async function passwordProblem(): Promise<string | undefined> {
    if (password === '') return i18n.t('newPassword.required');
    const verdict = await rules.verify(password);
    if (verdict === 'met') return undefined;
    if (verdict === 'tooLong') return PASSWORD_TOO_LONG_MESSAGE;
    if (verdict === 'failed') return i18n.t('newPassword.checkFailed');
    return PASSWORD_RULES_NOT_MET_MESSAGE;
  }

  function confirmationProblem(): string | undefined {
    if (confirmation === '') return i18n.t('newPassword.required');
    return confirmation === password ? undefined : PASSWORDS_DIFFER_MESSAGE;
  }

  async function validate(): Promise<string | null> {
    const next = { password: await passwordProblem(), confirmation: confirmationProblem() };
    setErrors(next);
    if (next.password) inputs.current.password?.focus();
    else if (next.confirmation) inputs.current.confirmation?.focus();
    return next.password || next.confirmation ? null : password;
  }

  function refused(message: string | null, checks?: PasswordCheck[]) {
    if (checks?.length) rules.apply(password, checks);
    setErrors({ password: message ?? PASSWORD_RULES_NOT_MET_MESSAGE });
    inputs.current.password?.focus();
  }

  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    rules,
    errors,
    passwordInput,
    confirmationInput,
    focus,
    validate,
    refused,
  };
}
