import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields/new-password-fields.tsx';
import type { NewPassword } from '../../../components/new-password-fields/use-new-password.ts';
import styles from './account.module.css';

interface NewPasswordFormProps {
  controller: NewPassword;
  intro?: ReactNode;
  /** Fields before the new password (the change-password panel's current password). */
  before?: ReactNode;
  submitLabel: string;
  /** A message about the whole form (a refusal that is not about one field). */
  error?: string | null;
  /** Shown before the submit button, e.g. Cancel. */
  cancel?: ReactNode;
  /** Runs only when the rules are met and the confirmation matches, with the password to send. */
  onSubmit(password: string): Promise<void>;
  /** Extra checks of the form's other fields; false blocks submission (they show their own messages). */
  validateOthers?(): boolean;
  /** Focus the new password when the form appears. */
  focusOnShow?: boolean;
}

/** A form around NewPasswordFields: validation on submit, one submission at a time, a form-level message. */
export function NewPasswordForm({
  controller,
  intro,
  before,
  submitLabel,
  error,
  cancel,
  onSubmit,
  validateOthers,
  focusOnShow,
}: NewPasswordFormProps) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const password = await controller.validate();
      // Checked second so that focus ends on the first invalid field, which comes before the new password.
      const othersValid = validateOthers?.() ?? true;
      if (password !== null && othersValid) await onSubmit(password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      {error ? (
        <Banner variant="error" role="alert">
          <p>{error}</p>
        </Banner>
      ) : null}
      {intro}
      {before}
      <NewPasswordFields controller={controller} focusOnShow={focusOnShow} />
      <div className={styles.actions}>
        {cancel}
        <Button type="submit" aria-disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
