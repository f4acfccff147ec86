import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/** Spec section 2 (Two-factor screens): the QR code at error-correction level L, 256 pixels (with its quiet zone). */
const QR_LEVEL = 'L';
const QR_SIZE = 256;

/** The base32 secret in groups of four, as authenticator apps show it: easier to read and type. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The set-up's QR code (the otpauth:// address) with an accessible name, and the same secret as text with a Copy
 * button for people who cannot scan it.
 */
export function QrSetupCard({ url, secret }: { url: string; secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string>('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(t('twoFactor.qr.copied'));
    } catch {
      setCopied(t('twoFactor.qr.copyFailed'));
    }
  }

  return (
    <div className={styles.qr}>
      <p>{t('twoFactor.qr.scan')}</p>
      <QRCodeSVG
        className={styles.qrImage}
        value={url}
        level={QR_LEVEL}
        size={QR_SIZE}
        boostLevel={false}
        marginSize={4}
        role="img"
        aria-label={t('twoFactor.qr.qrLabel')}
      />
      <p>{t('twoFactor.qr.keyIntro')}</p>
      <div className={styles.key}>
        <span className="visually-hidden">{t('twoFactor.qr.keyLabel')}:</span>
        <code className={styles.keyText}>{groupedSecret(secret)}</code>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('twoFactor.qr.copy')}
        </Button>
      </div>
      {/* On the page from the start, so the result of Copy is read out (also inside a side panel). */}
      <p role="status">{copied}</p>
    </div>
  );
}
