import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '@portal/contracts/account';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { useNewPassword } from '../../../components/new-password-fields/use-new-password.ts';
import { PasswordField } from '../../../components/text-field/password-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { changePassword, checksOf } from '../api.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import styles from './account.module.css';
import changePasswordTexts from '../../../i18n/en-GB/change-password.json';
import newPasswordTexts from '../../../i18n/en-GB/new-password.json';

addTexts(changePasswordTexts, newPasswordTexts);

/**
 * The change-password side panel (POST /api/user/password): the current password, then the new one with the live
 * rules. A wrong current password is shown on that field; success is confirmed inside the panel.
 */
export default function ChangePasswordPanel({
  close,
  markSucceeded,
}: SidePanelComponentProps<'change-password'>) {
  const { t } = useTranslation();
  const newPassword = useNewPassword();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);

  // The panel's first field takes focus once the panel's content has loaded.
  useEffect(() => currentField.current?.focus(), []);

  if (changed) return <Changed onClose={() => close()} />;

  function currentPasswordGiven(): boolean {
    if (current !== '') return true;
    setCurrentError(t('newPassword.required'));
    currentField.current?.focus();
    return false;
  }

  async function submit(password: string) {
    setFormError(null);
    const result = await changePassword(current, password);
    if (result.ok) {
      if (!result.data?.changed) return setFormError(result.data?.error || t('changePassword.failed'));
      markSucceeded();
      return setChanged(true);
    }
    if (result.status === 400) {
      setCurrentError(result.error || CURRENT_PASSWORD_WRONG_MESSAGE);
      return currentField.current?.focus();
    }
    if (result.status === 422) return newPassword.refused(null, checksOf(result.body));
    setFormError(result.status === null ? NETWORK_ERROR_MESSAGE : result.error);
  }

  return (
    <NewPasswordForm
      controller={newPassword}
      before={
        <PasswordField
          ref={currentField}
          label={t('changePassword.currentLabel')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
            setCurrentError(null);
          }}
          error={currentError ?? undefined}
          toggleText={{
            show: t('newPassword.show'),
            hide: t('newPassword.hide'),
            subject: t('changePassword.currentSubject'),
          }}
        />
      }
      submitLabel={t('changePassword.submit')}
      error={formError}
      validateOthers={currentPasswordGiven}
      onSubmit={submit}
    />
  );
}

/** The confirmation replaces the form; it takes focus so that it is read out. */
function Changed({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={focus} tabIndex={-1} className={styles.stack}>
      <Banner variant="success" role="status">
        <p>{PASSWORD_CHANGED_MESSAGE}</p>
      </Banner>
      <Button onClick={onClose}>{t('changePassword.done')}</Button>
    </div>
  );
}
