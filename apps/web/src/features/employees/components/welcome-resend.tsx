import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useResendWelcomesMutation } from '../api.ts';
import styles from './welcome-resend.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/**
 * "Send to 73 employees who have not registered": a new welcome e-mail to each, after a confirmation (on the
 * engagement page, composed with it).
 */
export function WelcomeResend({ clientId, notRegistered }: { clientId: string; notRegistered: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [send, sending] = useResendWelcomesMutation();
  const failure = sending.error as ApiQueryError | undefined;
  const confirm = async () => {
    if (sending.isLoading) return;
    await send({ clientId });
    setAsking(false);
  };
  return (
    <section className={styles.section} aria-labelledby="welcome-resend">
      <h2 id="welcome-resend">{t('employees.engagement.resendHeading')}</h2>
      {notRegistered === 0 ? (
        <p>{t('employees.engagement.everyoneRegistered')}</p>
      ) : (
        <>
          <p>{t('employees.engagement.resendIntro')}</p>
          <Button
            onClick={() => {
              sending.reset();
              setAsking(true);
            }}
          >
            {t('employees.engagement.resendAll', { count: notRegistered })}
          </Button>
        </>
      )}
      <p role="status">
        {sending.data
          ? [
              t('employees.engagement.sent', { count: sending.data.queued }),
              sending.data.skipped.length > 0
                ? t('employees.engagement.skipped', { count: sending.data.skipped.length })
                : '',
            ].join(' ')
          : ''}
      </p>
      {failure ? (
        <Banner variant="error" role="alert">
          {/* Spec section 8's text, then why. */}
          <p>{t('employees.engagement.failed')}</p>
          <p>{failure.error}</p>
        </Banner>
      ) : null}
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={t('employees.engagement.confirmTitle')}
        closeLabel={t('common.close')}
      >
        <p>{t('employees.engagement.confirm', { count: notRegistered })}</p>
        <div className={styles.actions}>
          <Button aria-disabled={sending.isLoading} onClick={() => void confirm()}>
            {sending.isLoading ? t('employees.engagement.sending') : t('employees.engagement.send')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('employees.engagement.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
