import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Banner } from '../banner/banner.tsx';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { TextAreaField } from '../text-field/text-area-field.tsx';
import styles from './reason-dialog.module.css';

/** Why a change was refused: by the reason field, or as a whole. */
export type ReasonRefusal = { reasonError: string } | { failure: string };

export interface ReasonDialogTexts {
  title: string;
  /** Said under the title (what the change does to people). */
  description?: string;
  reason: string;
  reasonRequired: string;
  confirm: string;
  confirming: string;
  cancel: string;
}

interface ReasonDialogProps {
  /** The reason box's id. */
  id: string;
  texts: ReasonDialogTexts;
  busy: boolean;
  /** Makes the change with the trimmed reason: null once done, else why it was refused. */
  confirm(reason: string): Promise<ReasonRefusal | null>;
  /** Closed: `done` once the change was made. */
  onClose(done: boolean): void;
  /** Where focus goes once the change took away what opened the dialog (a row, a card). */
  fallbackFocus(): HTMLElement | null;
  children?: ReactNode;
}

/**
 * A change that affects people (remove, retire), confirmed with the reason the audit trail keeps: the reason is
 * required before anything is sent; the server's refusal is said by the reason or above it; focus returns to the
 * opener, or once the change took it away, to `fallbackFocus`.
 */
export function ReasonDialog({
  id,
  texts,
  busy,
  confirm,
  onClose,
  fallbackFocus,
  children,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);

  const submit = async () => {
    if (busy) return;
    if (reason.trim() === '') {
      setReasonError(texts.reasonRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setReasonError(undefined);
    setFailure(null);
    const refusal = await confirm(reason.trim());
    if (!refusal) {
      done.current = true;
      onClose(true);
      return;
    }
    if ('reasonError' in refusal) setReasonError(refusal.reasonError);
    else setFailure(refusal.failure);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose(false))}
      title={texts.title}
      description={texts.description}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
      shouldReturnFocus={() => !done.current}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <TextAreaField
          id={id}
          label={texts.reason}
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy}>
            {busy ? texts.confirming : texts.confirm}
          </Button>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
