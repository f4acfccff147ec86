import type { PendingApproval } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useDecideApprovalsMutation } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { MessageRouteState } from '../../../lib/route-state.ts';
import styles from './approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

export type DecisionAction = 'approve' | 'reject';

interface DecisionModalProps {
  /** The decision asked for; null while the modal is closed. */
  action: DecisionAction | null;
  chosen: readonly PendingApproval[];
  onClose(): void;
}

/**
 * The approve or reject modal (spec sections 4, Approval, and 5): with nothing chosen it says so and offers only
 * Close; otherwise it asks to confirm (a rejection needs the reason the employees will read), shows
 * 'Processing...' while the decision goes, refuses a second submission, then goes back to the dashboard, which
 * says how it went.
 */
export function DecisionModal({ action, chosen, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [decide, deciding] = useDecideApprovalsMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const submitting = useRef(false);
  const failure = deciding.error as ApiQueryError | undefined;
  const shown = action ?? 'approve';
  const actionWord = t(
    shown === 'approve' ? 'approvals.modal.actionApprove' : 'approvals.modal.actionReject',
  );

  const confirm = async () => {
    if (submitting.current || !action) return;
    const trimmed = reason.trim();
    if (action === 'reject' && !trimmed) {
      setReasonError(t('approvals.modal.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    submitting.current = true;
    try {
      const answer = await decide({
        selectionIds: chosen.map((approval) => approval.selectionId),
        approval: action === 'approve',
        ...(action === 'reject' ? { reason: trimmed } : {}),
      }).unwrap();
      const state: MessageRouteState = {
        showMessage: 'selectionsDecided',
        decided: {
          approved: answer.summary.filter((line) => line.outcome === 'approved').length,
          rejected: answer.summary.filter((line) => line.outcome === 'rejected').length,
          notDecided: answer.summary.filter((line) => line.outcome === 'not-decided').length,
        },
      };
      void navigate(paths.appDashboard, { state });
    } catch {
      // The failure shows in the modal; the reason typed stays for another try.
      submitting.current = false;
    }
  };

  const close = () => {
    if (deciding.isLoading) return;
    deciding.reset();
    setReasonError(null);
    onClose();
  };

  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(shown === 'approve' ? 'approvals.modal.titleApprove' : 'approvals.modal.titleReject')}
    >
      {chosen.length === 0 ? (
        <div className={styles.modalBody}>
          <p>{t('approvals.modal.none', { action: actionWord })}</p>
          <div className={styles.actions}>
            <Button onClick={close}>{t('approvals.modal.close')}</Button>
          </div>
        </div>
      ) : (
        <div className={styles.modalBody}>
          <p>{t('approvals.modal.confirm', { action: actionWord })}</p>
          <p>
            {t('approvals.modal.count', {
              count: chosen.length,
              names: chosen.map((approval) => approval.employeeName).join(', '),
            })}
          </p>
          {action === 'reject' ? (
            <TextAreaField
              id="rejection-reason"
              ref={reasonField}
              label={t('approvals.modal.reason')}
              hint={t('approvals.modal.reasonHint')}
              error={reasonError ?? undefined}
              value={reason}
              maxLength={1000}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError(null);
              }}
            />
          ) : null}
          {failure ? (
            <Banner variant="error" role="alert">
              <p>{t('approvals.modal.failed', { error: failure.error })}</p>
            </Banner>
          ) : null}
          <div className={styles.actions}>
            <Button aria-disabled={deciding.isLoading} onClick={() => void confirm()}>
              {deciding.isLoading
                ? t('approvals.modal.processing')
                : t(shown === 'approve' ? 'approvals.approve' : 'approvals.reject')}
            </Button>
            <Button variant="secondary" aria-disabled={deciding.isLoading} onClick={close}>
              {t('approvals.modal.cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
