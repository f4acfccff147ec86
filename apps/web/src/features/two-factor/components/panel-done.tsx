import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/** A panel's confirmation replaces its form; it takes focus so that it is read out. Done closes the panel. */
export function PanelDone({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={focus} tabIndex={-1} className={styles.stack}>
      <Banner variant="success" role="status">
        <p>{message}</p>
      </Banner>
      <Button onClick={onClose}>{t('twoFactor.panels.done')}</Button>
    </div>
  );
}
