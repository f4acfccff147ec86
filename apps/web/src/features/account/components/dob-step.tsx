import { NETWORK_ERROR_MESSAGE } from '@portal/contracts/account';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { DateOfBirthInput } from '../../../components/date-of-birth-input/date-of-birth-input.tsx';
import { dateOfBirthError } from '../../../components/date-of-birth-input/validate-date-of-birth.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { verifyDateOfBirth } from '../api.ts';
import styles from './account.module.css';
import activationTexts from '../../../i18n/en-GB/activation.json';
import dateOfBirthTexts from '../../../i18n/en-GB/date-of-birth.json';
import resetPasswordTexts from '../../../i18n/en-GB/reset-password.json';

addTexts(activationTexts, dateOfBirthTexts, resetPasswordTexts);

/** The earliest year of birth the input accepts; the latest is this year. */
const MIN_YEAR = 1900;

interface DobStepProps {
  flow: 'activation' | 'reset';
  token: string;
  /** The date was accepted ('yyyy-mm-dd'). */
  onVerified(value: string): void;
  /** The link can no longer be used (410): the page shows its error screen. */
  onGone(message: string): void;
  /** Shown before Next, e.g. the reset page's Cancel. */
  cancel?: ReactNode;
}

/**
 * The Verify step of activation and reset: the date of birth, checked by the server (spec section 5, Date of
 * birth): required, a real date, then 'This date does not match our records' or 'Network error. Please try
 * again.' from the check.
 */
export function DobStep({ flow, token, onVerified, onGone, cancel }: DobStepProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dayBox = useRef<HTMLInputElement>(null);

  async function next(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = dateOfBirthError(value, empty);
    if (problem) {
      setError(problem);
      dayBox.current?.focus();
      return;
    }
    setBusy(true);
    const verdict = await verifyDateOfBirth(flow, token, value);
    setBusy(false);
    if (verdict.kind === 'verified') return onVerified(value);
    if (verdict.kind === 'gone') return onGone(verdict.message);
    setError(verdict.kind === 'network' ? NETWORK_ERROR_MESSAGE : verdict.message);
    dayBox.current?.focus();
  }

  return (
    <form className={styles.form} noValidate onSubmit={next}>
      <p className={styles.intro}>
        {t(flow === 'activation' ? 'activation.dobIntro' : 'resetPassword.dobIntro')}
      </p>
      <DateOfBirthInput
        ref={dayBox}
        legend={t('dateOfBirth.legend')}
        hint={t('dateOfBirth.hint')}
        error={error}
        minYear={MIN_YEAR}
        maxYear={new Date().getFullYear()}
        onChange={(next, change) => {
          setValue(next);
          setEmpty(change.empty);
        }}
      />
      <div className={styles.actions}>
        {cancel}
        <Button type="submit" aria-disabled={busy}>
          {t('activation.next')}
        </Button>
      </div>
    </form>
  );
}
