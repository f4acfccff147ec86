import type { BenefitTermsVersion } from '@portal/contracts/console-catalogue-terms';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { usePublishBenefitTermsMutation } from '../terms-api.ts';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

type Field = 'contentHtml' | 'reason' | 'confirmed';
const FIELDS: readonly Field[] = ['contentHtml', 'reason', 'confirmed'];
const ID: Record<Field, string> = {
  contentHtml: 'terms-content',
  reason: 'terms-reason',
  confirmed: 'terms-confirm',
};

/**
 * Publishing a new version of a benefit's terms is explicit: the text (the rich text editor, starting from the
 * current version), a reason for the audit trail, and a confirmation that employees will be shown the new terms
 * at their next choice. Each problem is said by its field, focus on the first; a second click while it is sent
 * sends nothing (and the server publishes one version for a double click anyway).
 */
export function PublishTermsDialog({
  clientSlug,
  benefitId,
  name,
  current,
  onClose,
}: {
  clientSlug: string;
  benefitId: number;
  name: string;
  current: BenefitTermsVersion | null;
  /** The version published, or null when closed without publishing. */
  onClose(published: number | null): void;
}) {
  const { t } = useTranslation();
  const [publish, { isLoading }] = usePublishBenefitTermsMutation();
  const [contentHtml, setContentHtml] = useState(current?.contentHtml ?? '');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const next = (current?.version ?? 0) + 1;

  const refuse = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(ID[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!contentHtml.trim()) found.contentHtml = t('consoleCatalogueTerms.textRequired');
    if (!reason.trim()) found.reason = t('consoleCatalogueTerms.reasonRequired');
    if (!confirmed) found.confirmed = t('consoleCatalogueTerms.confirmRequired');
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    const publication = { basedOn: current?.version ?? 0, contentHtml, reason: reason.trim() };
    const answer = await publish({ clientSlug, benefitId, publication });
    if ('data' in answer && answer.data) {
      onClose(answer.data.current?.version ?? next);
      return;
    }
    const refused = answer.error as ApiQueryError;
    const byField = problemsByPath(refused.body);
    const named = { contentHtml: byField.contentHtml, reason: byField.reason };
    if (named.contentHtml || named.reason) refuse(named);
    else {
      setErrors({});
      setFailure(t('consoleCatalogueTerms.failed', { error: refused.error }));
    }
  };

  const invalid = Object.values(errors).some(Boolean);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose(null))}
      title={t('consoleCatalogueTerms.dialogTitle', { name })}
      description={
        current ? t('consoleCatalogueTerms.dialogExplain', { version: current.version }) : undefined
      }
      closeLabel={t('common.close')}
    >
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {invalid ? (
          <Banner variant="error" role="alert">
            <p>{t('consoleCatalogueTerms.problem')}</p>
          </Banner>
        ) : null}
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <RichTextEditor
          id={ID.contentHtml}
          label={t('consoleCatalogueTerms.text')}
          hint={t('consoleCatalogueTerms.textHint')}
          value={contentHtml}
          error={errors.contentHtml}
          onChange={setContentHtml}
        />
        <TextAreaField
          id={ID.reason}
          label={t('consoleCatalogueTerms.reason')}
          hint={t('consoleCatalogueTerms.reasonHint')}
          rows={2}
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={errors.confirmed ? styles.invalid : undefined}>
          {errors.confirmed ? (
            <p id={`${ID.confirmed}-error`} className={styles.error}>
              {errors.confirmed}
            </p>
          ) : null}
          <div className={styles.confirm}>
            <input
              id={ID.confirmed}
              type="checkbox"
              checked={confirmed}
              aria-describedby={errors.confirmed ? `${ID.confirmed}-error` : undefined}
              aria-invalid={errors.confirmed ? true : undefined}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <label htmlFor={ID.confirmed}>{t('consoleCatalogueTerms.confirm', { name })}</label>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={isLoading || undefined}>
            {isLoading
              ? t('consoleCatalogueTerms.publishing')
              : t('consoleCatalogueTerms.submit', { version: next })}
          </Button>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {t('consoleCatalogueTerms.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
