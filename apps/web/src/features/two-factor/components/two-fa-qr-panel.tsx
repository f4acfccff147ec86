import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { startProfileSetup } from '../api.ts';
import { ErrorLines } from './error-lines.tsx';
import { QrSetupCard } from './qr-setup-card.tsx';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

type Load =
  | { state: 'loading' }
  | { state: 'ready'; url: string; secret: string }
  | { state: 'failed'; lines: readonly string[] };

/**
 * The two-fa-qr side panel: a signed-in person turns two-factor on. POST /api/v2/user/{id}/mfa (bearer) gives
 * the QR code and the secret; 'Enter the code' goes on to the two-fa-code panel with that secret.
 */
export default function TwoFaQrPanel({ close, switchTo }: SidePanelComponentProps<'two-fa-qr'>) {
  const { t } = useTranslation();
  const { id } = useAppSelector(selectSession);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!id) return;
    let current = true;
    void startProfileSetup(id).then((result) => {
      if (!current) return;
      setLoad(
        result.ok
          ? { state: 'ready', url: result.data.url, secret: result.data.secret }
          : { state: 'failed', lines: result.refusal.lines },
      );
    });
    return () => {
      current = false;
    };
  }, [id]);

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('twoFactor.panels.qrIntro')}</p>
      {load.state === 'loading' ? <Spinner label={t('twoFactor.qr.loading')} /> : null}
      {load.state === 'failed' ? <ErrorLines lines={load.lines} /> : null}
      {load.state === 'ready' ? <QrSetupCard url={load.url} secret={load.secret} /> : null}
      <div className={styles.actions}>
        {load.state === 'ready' ? (
          <Button onClick={() => switchTo('two-fa-code', { secret: load.secret })}>
            {t('twoFactor.qr.enterCode')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => close()}>
          {t('twoFactor.panels.cancel')}
        </Button>
      </div>
    </div>
  );
}
