import { Button } from '../../components/button/button.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import styles from './idle-dialog.module.css';
import idleTexts from '../../i18n/en-GB/idle.json';

addTexts(idleTexts);

/** Screen readers hear the countdown at its start and every 5 seconds, not every second. */
const ANNOUNCE_EVERY_SECONDS = 5;

interface IdleDialogProps {
  open: boolean;
  secondsLeft: number;
  onStay(): void;
  onLogout(): void;
}

/** 'Stay logged in?' with the warning, the countdown, 'Stay logged in' and 'Logout'. Escape counts as staying. */
export function IdleDialog({ open, secondsLeft, onStay, onLogout }: IdleDialogProps) {
  const { t } = useTranslation();
  const announced = Math.ceil(secondsLeft / ANNOUNCE_EVERY_SECONDS) * ANNOUNCE_EVERY_SECONDS;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={t('idle.title')}
      description={t('idle.warning')}
    >
      <p className={styles.countdown} aria-hidden="true">
        {t('idle.countdown', { count: secondsLeft })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? t('idle.countdown', { count: announced }) : ''}
      </p>
      <div className={styles.actions}>
        <Button onClick={onStay}>{t('idle.stay')}</Button>
        <Button variant="secondary" onClick={onLogout}>
          {t('idle.logout')}
        </Button>
      </div>
    </Modal>
  );
}
