import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useRemoveProviderMutation } from '../api.ts';
import { problemsByField } from '../field-problems.ts';

/** The heading of the providers' list, where focus goes when a removed provider's card has left. */
export const PROVIDERS_HEADING_ID = 'sso-providers-heading';

addTexts(consoleSsoTexts);

/** Removing a provider, confirmed with the reason the audit trail keeps. */
export function RemoveProviderDialog({
  clientSlug,
  name,
  onClose,
}: {
  clientSlug: string;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [remove, { isLoading }] = useRemoveProviderMutation();
  return (
    <ReasonDialog
      id="remove-reason"
      texts={{
        title: t('consoleSso.removeTitle', { name }),
        description: t('consoleSso.removeExplain', { name }),
        reason: t('consoleSso.reason'),
        reasonRequired: t('consoleSso.reasonRequired'),
        confirm: t('consoleSso.confirmRemove'),
        confirming: t('consoleSso.removing'),
        cancel: t('consoleSso.cancel'),
      }}
      busy={isLoading}
      confirm={async (reason) => {
        const result = await remove({ clientSlug, provider: name, reason });
        if ('data' in result) {
          announce(t('consoleSso.removed', { name }));
          return null;
        }
        const refused = result.error as ApiQueryError;
        const byField = problemsByField(refused.body).reason;
        return byField
          ? { reasonError: byField }
          : { failure: t('consoleSso.actionFailed', { error: refused.error }) };
      }}
      onClose={() => onClose()}
      // The provider's card (and the button that opened this) goes once it is removed: focus goes to the list's
      // heading then.
      fallbackFocus={() => document.getElementById(PROVIDERS_HEADING_ID)}
    />
  );
}
