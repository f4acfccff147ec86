import { useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useRetireConsoleBenefitMutation } from '../api.ts';
import { problemsByPath } from '../field-problems.ts';
import { LIST_HEADING_ID } from './benefits-table.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** Retiring a benefit takes it from employees: confirmed with the reason the audit trail keeps. */
export function RetireBenefitDialog({
  clientSlug,
  benefit,
  onClose,
}: {
  clientSlug: string;
  benefit: { id: number; name: string };
  onClose(retired: boolean): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [retire, { isLoading }] = useRetireConsoleBenefitMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const retired = useRef(false);

  const confirm = async () => {
    if (isLoading) return;
    if (reason.trim() === '') {
      setError(t('consoleCatalogue.reasonRequired'));
      document.getElementById('retire-reason')?.focus();
      return;
    }
    const result = await retire({ clientSlug, benefitId: benefit.id, reason });
    if ('data' in result) {
      retired.current = true;
      announce(t('consoleCatalogue.retiredDone', { name: benefit.name }));
      onClose(true);
      return;
    }
    const refused = result.error as ApiQueryError;
    const byField = problemsByPath(refused.body).reason;
    setError(byField ?? null);
    setFailure(byField ? null : t('consoleCatalogue.actionFailed', { error: refused.error }));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={t('consoleCatalogue.retireTitle', { name: benefit.name })}
      description={t('consoleCatalogue.retireExplain', { name: benefit.name })}
      closeLabel={t('consoleCatalogue.cancel')}
      // The benefit's buttons go once it is retired: focus goes to the list's heading then.
      fallbackFocus={() => document.getElementById(LIST_HEADING_ID)}
      shouldReturnFocus={() => !retired.current}
    >
      <div className={styles.form}>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <TextAreaField
          id="retire-reason"
          label={t('consoleCatalogue.reason')}
          rows={3}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button aria-disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? t('consoleCatalogue.retiring') : t('consoleCatalogue.confirmRetire')}
          </Button>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('consoleCatalogue.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
