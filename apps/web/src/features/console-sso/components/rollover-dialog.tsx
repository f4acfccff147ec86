import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import styles from './console-sso.module.css';

addTexts(consoleSsoTexts);

/**
 * The certificate rollover's confirmation. Each step changes what the IdP must trust: starting publishes a second
 * certificate, and finishing replaces the current one for good, after which an IdP that has not imported the new
 * SP metadata refuses every sign-in. So neither runs on a single click.
 */
export function RolloverDialog({
  name,
  step,
  onConfirm,
  onClose,
}: {
  name: string;
  /** null: the dialog is closed. */
  step: 'start' | 'finish' | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const shown = step ?? 'start';
  return (
    <Modal
      open={step !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`consoleSso.rolloverConfirm.${shown}Title`, { name })}
      closeLabel={t('common.close')}
    >
      <p>{t(`consoleSso.rolloverConfirm.${shown}Explain`, { name })}</p>
      <div className={styles.actions}>
        <Button onClick={onConfirm}>{t(`consoleSso.rolloverConfirm.${shown}`)}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('consoleSso.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
