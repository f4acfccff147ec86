import { LinkButton } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSupportEmail, selectSupportNumber } from '../../../lib/state/theme-slice.ts';
import { isRealPhoneNumber, telHref } from '../../../lib/support-contact.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import styles from './contact.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';

addTexts(contactTexts);

/** After a send: the spec's two lines; its heading takes focus so the change is announced. */
export function ContactSuccess() {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.panel} aria-labelledby="contact-success">
      <h2 id="contact-success" ref={focus} tabIndex={-1}>
        {t('contact.success.title')}
      </h2>
      <p>{t('contact.success.text')}</p>
      <LinkButton to={paths.appHome} variant="secondary">
        {t('common.returnToHome')}
      </LinkButton>
    </section>
  );
}

/**
 * The page could not load: the support e-mail, and the phone only when it is a real number (spec section 2:
 * not 0, '0', TBC in any case, empty or null).
 */
export function ContactLoadFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  const supportEmail = useAppSelector(selectSupportEmail);
  const supportNumber = useAppSelector(selectSupportNumber);
  const phone = isRealPhoneNumber(supportNumber) ? supportNumber : null;
  return (
    <section className={`${styles.panel} ${styles.failure}`} role="alert" aria-labelledby="contact-failure">
      <h2 id="contact-failure">{t('contact.failure.title')}</h2>
      {supportEmail || phone ? (
        <p>
          {t('contact.failure.prompt')}{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : null}
          {supportEmail && phone ? ` ${t('contact.failure.or')} ` : null}
          {phone ? (
            <>
              {t('contact.failure.call')} <a href={telHref(phone)}>{phone}</a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
