import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { beginProgress } from '../../../lib/progress.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetFrameCodeMutation } from '../api.ts';
import styles from '../components/vouchers.module.css';
import vouchersTexts from '../../../i18n/en-GB/vouchers.json';

addTexts(vouchersTexts);

/** Where the portal serves the voucher management page (modules/vouchers on the server). */
const FRAME_PATH = '/voucher-management';

/**
 * /app/ccv/manage (employers): the voucher management page in a frame at least 90vh tall, with the loading bar
 * until it has loaded (spec section 2). Its `bearerToken` is a single-use code valid for 60 seconds, never the
 * access token (docs/spec-deviations.md); the frame swaps it for its own session.
 */
export function CcvManagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vouchers.manage.heading'));
  const [getCode, { data, isError, reset }] = useGetFrameCodeMutation();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const endProgress = useRef<(() => void) | null>(null);

  useEffect(() => {
    endProgress.current = beginProgress();
    void getCode();
    return () => endProgress.current?.();
  }, [getCode, attempt]);

  const frameLoaded = () => {
    endProgress.current?.();
    setLoaded(true);
  };
  const retry = () => {
    reset();
    setLoaded(false);
    setAttempt((count) => count + 1);
  };
  useEffect(() => {
    if (isError) endProgress.current?.();
  }, [isError]);

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[
          { label: t('common.home'), to: paths.appHome },
          { label: t('vouchers.manage.dashboard'), to: paths.appDashboard },
          { label: t('vouchers.manage.heading') },
        ]}
      />
      <h1>{t('vouchers.manage.heading')}</h1>
      {isError ? (
        <Banner variant="error" role="alert">
          <p>{t('vouchers.manage.error')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Banner>
      ) : null}
      {!loaded && !isError ? (
        <p role="status" className={styles.muted}>
          {t('vouchers.manage.loading')}
        </p>
      ) : null}
      {data ? (
        <iframe
          key={data.code}
          className={styles.frame}
          title={t('vouchers.manage.frameTitle')}
          src={`${FRAME_PATH}?bearerToken=${encodeURIComponent(data.code)}`}
          onLoad={frameLoaded}
        />
      ) : null}
    </div>
  );
}
