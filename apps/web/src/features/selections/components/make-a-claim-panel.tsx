import { RECEIPT_TYPES_MESSAGE } from '@portal/contracts/selection-messages';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { api } from '../../../lib/api.ts';
import { apiTags } from '../../../lib/api-tags.ts';
import { apiUpload } from '../../../lib/api-transfer.ts';
import { DOCUMENT_ACCEPT, isAcceptableDocument } from '../../../lib/documents.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/**
 * The make-a-claim side panel: the amount, the treatment date, what it was for and the receipt, sent as one form
 * with its progress shown (the receipt as lib/documents.ts checks it before sending).
 */
export default function MakeAClaimPanel({
  benefitName,
  selectionId,
  close,
  markSucceeded,
}: SidePanelComponentProps<'make-a-claim'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const dispatch = useAppDispatch();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent !== null) return;
    const found: Record<string, string> = {};
    if (!receipt || !isAcceptableDocument(receipt)) {
      found.receipt = RECEIPT_TYPES_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !receipt) return;
    const form = new FormData();
    form.set('amount', amount.trim());
    form.set('treatmentDate', date.trim());
    form.set('description', description.trim());
    form.set('receipt', receipt);
    setFailure(null);
    setSent(0);
    const answer = await apiUpload<unknown>({
      path: pathTo(apiPaths.selectionClaims, { id: selectionId }),
      form,
      onProgress: setSent,
    });
    setSent(null);
    if (answer.ok) {
      dispatch(api.util.invalidateTags([apiTags.selections]));
      announce(t('selections.claims.done'));
      markSucceeded();
      close();
      return;
    }
    const body = (answer.body ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
    setErrors(Object.fromEntries((body.errors ?? []).map((problem) => [problem.field, problem.message])));
    setFailure(body.message ?? answer.error);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={benefitName}>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure}</p>
        </Banner>
      ) : null}
      <TextField
        id="claim-amount"
        label={t('selections.claims.amountLabel')}
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        id="claim-date"
        type="date"
        label={t('selections.claims.dateLabel')}
        hint={t('selections.claims.dateHint')}
        value={date}
        error={errors.treatmentDate}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        id="claim-description"
        label={t('selections.claims.descriptionLabel')}
        value={description}
        maxLength={300}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        id="claim-receipt"
        type="file"
        accept={DOCUMENT_ACCEPT}
        label={t('selections.claims.receiptLabel')}
        error={errors.receipt}
        onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
      />
      {sent !== null ? (
        <p role="status">{t('selections.claims.sending', { percent: Math.round(sent * 100) })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sent !== null} aria-disabled={sent !== null}>
          {t('selections.claims.submit')}
        </Button>
      </div>
    </form>
  );
}
