import type { ConsoleAdministrator } from '@portal/contracts/console-people';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useRemoveConsoleAdministratorMutation } from '../api.ts';
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
  return (
    <ReasonDialog
      id="remove-admin-reason"
      texts={{
        title: t('consolePeople.admins.removeTitle', { name: administrator.name }),
        reason: t('consolePeople.reason'),
        reasonRequired: t('consolePeople.reasonRequired'),
        confirm: t('consolePeople.admins.confirmRemove'),
        confirming: t('consolePeople.admins.removing'),
        cancel: t('consolePeople.cancel'),
      }}
      busy={removal.isLoading}
      confirm={async (reason) => {
        const result = await remove({ userId: administrator.id, reason });
        if (!('error' in result)) return null;
        const error = result.error as ApiQueryError | undefined;
        // A 409 says why in the server's words (yourself, the last administrator).
        return {
          failure:
            error?.status === 409 && error.error ? error.error : t('consolePeople.admins.removeFailed'),
        };
      }}
      onClose={onClose}
      // Once removed, the row and the button that opened this go: focus goes to the list's heading then.
      fallbackFocus={() => document.getElementById(ADMINS_HEADING_ID)}
    >
      <p>{t('consolePeople.admins.removeIntro', { name: administrator.name, email: administrator.email })}</p>
    </ReasonDialog>
  );
}
