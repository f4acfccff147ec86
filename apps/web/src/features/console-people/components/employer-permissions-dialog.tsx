import type { EmployerPermission } from '@portal/contracts/access';
import type { ConsoleEmployer } from '@portal/contracts/console-people';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useChangeConsoleEmployerPermissionsMutation } from '../api.ts';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

/** Changes one employer user's permissions; `onClose(true)` once saved (the list reloads with them). */
export function EmployerPermissionsDialog({
  clientSlug,
  employer,
  onClose,
}: {
  clientSlug: string;
  employer: ConsoleEmployer;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [change, saving] = useChangeConsoleEmployerPermissionsMutation();
  const [permissions, setPermissions] = useState<EmployerPermission[]>(employer.permissions);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    if (saving.isLoading) return;
    const result = await change({ clientSlug, userId: employer.id, permissions });
    if ('error' in result) return setFailed(true);
    onClose(true);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t('consolePeople.employers.changeTitle', { name: employer.name })}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {failed ? (
          <Banner variant="error" role="alert">
            <p>{t('consolePeople.employers.saveFailed')}</p>
          </Banner>
        ) : null}
        <PermissionCheckboxes
          idPrefix="employer-permission"
          legend={t('consolePeople.employers.legend', { name: employer.name })}
          value={permissions}
          onChange={setPermissions}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={saving.isLoading}>
            {saving.isLoading ? t('consolePeople.employers.saving') : t('consolePeople.employers.save')}
          </Button>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('consolePeople.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
