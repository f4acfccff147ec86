import type { TenantLifeEvent } from '@portal/contracts/life-events';
import { longDate } from '@portal/benefits/dates';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useVoidLifeEventMutation } from '../api.ts';
import styles from './life-events.module.css';
import lifeEventsTexts from '../../../i18n/en-GB/life-events.json';

addTexts(lifeEventsTexts);

interface VoidLifeEventModalProps {
  clientId: string;
  /** The event to void; null while the modal is closed. */
  event: TenantLifeEvent | null;
  onClose(): void;
}

/**
 * Voiding a life event: the reason is required, since the employee reads it (on their life events page and in
 * the e-mail the server sends). One submission at a time; a failure stays in the modal with the reason typed.
 */
export function VoidLifeEventModal({ clientId, event, onClose }: VoidLifeEventModalProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [voidEvent, voiding] = useVoidLifeEventMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const failure = voiding.error as ApiQueryError | undefined;

  const close = () => {
    if (voiding.isLoading) return;
    voiding.reset();
    setReason('');
    setReasonError(null);
    onClose();
  };

  const confirm = async () => {
    if (!event || voiding.isLoading) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t('lifeEvents.employer.void.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    try {
      await voidEvent({ clientId, id: event.id, reason: trimmed }).unwrap();
      announce(t('lifeEvents.employer.void.done', { name: event.employeeName }));
      close();
    } catch {
      // The failure shows in the modal.
    }
  };

  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('lifeEvents.employer.void.title')}
    >
      {event ? (
        <div className={styles.form}>
          <p>
            {t('lifeEvents.employer.void.what', {
              type: event.typeName,
              name: event.employeeName,
              date: longDate(event.eventDate),
            })}
          </p>
          <p>{t('lifeEvents.employer.void.effect')}</p>
          <TextAreaField
            id="void-reason"
            ref={reasonField}
            label={t('lifeEvents.employer.void.reason')}
            hint={t('lifeEvents.employer.void.reasonHint')}
            error={reasonError ?? undefined}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(change) => {
              setReason(change.target.value);
              if (reasonError) setReasonError(null);
            }}
          />
          {failure ? (
            <Banner variant="error" role="alert">
              <p>{t('lifeEvents.employer.void.failed', { error: failure.error })}</p>
            </Banner>
          ) : null}
          <div className={styles.actions}>
            <Button aria-disabled={voiding.isLoading} onClick={() => void confirm()}>
              {voiding.isLoading
                ? t('lifeEvents.employer.void.voiding')
                : t('lifeEvents.employer.void.confirm')}
            </Button>
            <Button variant="secondary" aria-disabled={voiding.isLoading} onClick={close}>
              {t('lifeEvents.employer.void.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
