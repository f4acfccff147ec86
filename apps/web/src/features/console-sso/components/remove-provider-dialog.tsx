import { useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useRemoveProviderMutation } from '../api.ts';
import { problemsByField } from '../field-problems.ts';
import styles from './console-sso.module.css';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const removed = useRef(false);

  const confirm = async () => {
    if (isLoading) return;
    if (reason.trim() === '') {
      setError(t('consoleSso.reasonRequired'));
      document.getElementById('remove-reason')?.focus();
      return;
    }
    const result = await remove({ clientSlug, provider: name, reason });
    if ('data' in result) {
      removed.current = true;
      announce(t('consoleSso.removed', { name }));
      onClose();
      return;
    }
    const refused = result.error as ApiQueryError;
    const byField = problemsByField(refused.body).reason;
    setError(byField ?? null);
    setFailure(byField ? null : t('consoleSso.actionFailed', { error: refused.error }));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleSso.removeTitle', { name })}
      description={t('consoleSso.removeExplain', { name })}
      closeLabel={t('consoleSso.cancel')}
      // The provider's card (and the button that opened this) goes once it is removed: focus goes to the list's
      // heading then.
      fallbackFocus={() => document.getElementById(PROVIDERS_HEADING_ID)}
      shouldReturnFocus={() => !removed.current}
    >
      <div className={styles.form}>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <TextAreaField
          id="remove-reason"
          label={t('consoleSso.reason')}
          rows={3}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button aria-disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? t('consoleSso.removing') : t('consoleSso.confirmRemove')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('consoleSso.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
