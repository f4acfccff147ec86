import type { ConsoleAdministrator } from '@portal/contracts/console-people';
import { useState } from 'react';
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

/**
 * Asks for the reason and a confirmation before an administrator is removed. The server's refusal (yourself,
 * the last administrator) is said in the dialog; `onClose(true)` once removed.
 */
export function RemoveAdministratorDialog({
  administrator,
  onClose,
}: {
  administrator: ConsoleAdministrator | null;
  onClose(removed: boolean): void;
}) {
  const { t } = useTranslation();
  const [remove, removal] = useRemoveConsoleAdministratorMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = (removed: boolean) => {
    setReason('');
    setReasonError(undefined);
    setFailure(null);
    onClose(removed);
  };

  const confirm = async () => {
    if (!administrator || removal.isLoading) return;
    if (reason.trim() === '') return setReasonError(t('consolePeople.reasonRequired'));
    setReasonError(undefined);
    const result = await remove({ userId: administrator.id, reason: reason.trim() });
    if (!('error' in result)) return close(true);
    const error = result.error as ApiQueryError | undefined;
    // A 409 says why in the server's words (yourself, the last administrator).
    setFailure(error?.status === 409 && error.error ? error.error : t('consolePeople.admins.removeFailed'));
  };

  return (
    <Modal
      open={administrator !== null}
      onOpenChange={(open) => (open ? undefined : close(false))}
      title={administrator ? t('consolePeople.admins.removeTitle', { name: administrator.name }) : ''}
      closeLabel={t('consolePeople.cancel')}
    >
      {administrator ? (
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
              {removal.isLoading
                ? t('consolePeople.admins.removing')
                : t('consolePeople.admins.confirmRemove')}
            </Button>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('consolePeople.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
