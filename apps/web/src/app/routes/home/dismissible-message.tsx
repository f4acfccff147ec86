import { Banner } from '../../../components/banner/banner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './dismissible-message.module.css';
import homeTexts from '../../../i18n/en-GB/home.json';

addTexts(homeTexts);

/**
 * A success message at the top of the page with a Dismiss button. It is announced through the app's live region
 * (lib/use-route-message.ts), so the banner itself has no live role; focus moves on when it goes.
 */
export function DismissibleMessage({ message, onDismiss }: { message: string; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <Banner variant="success">
        <div className={styles.row}>
          <p>{message}</p>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('home.dismissMessage')}
          </button>
        </div>
      </Banner>
    </div>
  );
}
