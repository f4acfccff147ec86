import { longDate } from '@portal/benefits/dates';
import type { ConsoleWindow } from '@portal/contracts/console-scheme';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useRemoveWindowMutation } from '../api.ts';
import styles from './console-scheme.module.css';

/** The windows' heading, where focus goes when a removed window's row (and its Remove button) has gone. */
export const WINDOWS_HEADING_ID = 'scheme-windows-heading';

addTexts(consoleSchemeTexts);

/** Removing a window that has not opened, confirmed. */
export function RemoveWindowDialog({
  clientSlug,
  year,
  window,
  onClose,
}: {
  clientSlug: string;
  year: number;
  window: ConsoleWindow;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [remove, { isLoading }] = useRemoveWindowMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const removed = useRef(false);
  const dates = { opensOn: longDate(window.opensOn), closesOn: longDate(window.closesOn) };

  const confirm = async () => {
    if (isLoading) return;
    const result = await remove({ clientSlug, year, windowId: window.id });
    if ('data' in result) {
      removed.current = true;
      announce(t('consoleScheme.removed', dates));
      onClose();
      return;
    }
    setFailure(t('consoleScheme.failed', { error: (result.error as ApiQueryError).error }));
  };

  return (
    <Modal
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('consoleScheme.removeTitle', dates)}
      description={t('consoleScheme.removeExplain')}
      closeLabel={t('common.close')}
      fallbackFocus={() => document.getElementById(WINDOWS_HEADING_ID)}
      shouldReturnFocus={() => !removed.current}
    >
      <div className={styles.form}>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <div className={styles.actions}>
          <Button aria-disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? t('consoleScheme.removing') : t('consoleScheme.confirmRemove')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('consoleScheme.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
