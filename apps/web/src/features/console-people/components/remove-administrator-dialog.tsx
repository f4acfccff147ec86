import type { ConsoleAdministrator } from '@portal/contracts/console-people';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useRemoveConsoleAdministratorMutation } from '../api.ts';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

/** The administrators' list heading, where focus goes once a removal took the row away. */
export const ADMINS_HEADING_ID = 'admins-heading';

/**
 * Asks for the reason and a confirmation before an administrator is removed. The server's refusal (yourself,
 * the last administrator) is said in the dialog; `onClose(true)` once removed.
 */
export function RemoveAdministratorDialog({
  administrator,
  onClose,
}: {
  administrator: ConsoleAdministrator;
  onClose(removed: boolean): void;
}) {
  const { t } = useTranslation();
  const [remove, removal] = useRemoveConsoleAdministratorMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const removed = useRef(false);

  const confirm = async () => {
    if (removal.isLoading) return;
    if (reason.trim() === '') return setReasonError(t('consolePeople.reasonRequired'));
    setReasonError(undefined);
    const result = await remove({ userId: administrator.id, reason: reason.trim() });
    if (!('error' in result)) {
      removed.current = true;
      return onClose(true);
    }
    const error = result.error as ApiQueryError | undefined;
    // A 409 says why in the server's words (yourself, the last administrator).
    setFailure(error?.status === 409 && error.error ? error.error : t('consolePeople.admins.removeFailed'));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t('consolePeople.admins.removeTitle', { name: administrator.name })}
      closeLabel={t('consolePeople.cancel')}
      // Once removed, the row and the button that opened this go: focus goes to the list's heading then.
      fallbackFocus={() => document.getElementById(ADMINS_HEADING_ID)}
      shouldReturnFocus={() => !removed.current}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p>
          {t('consolePeople.admins.removeIntro', { name: administrator.name, email: administrator.email })}
        </p>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <TextAreaField
          id="remove-admin-reason"
          label={t('consolePeople.reason')}
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={removal.isLoading}>
            {removal.isLoading ? t('consolePeople.admins.removing') : t('consolePeople.admins.confirmRemove')}
          </Button>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('consolePeople.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
