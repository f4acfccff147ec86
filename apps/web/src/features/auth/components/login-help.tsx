import { useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSupportEmail, selectSupportNumber } from '../../../lib/state/theme-slice.ts';
import { isRealPhoneNumber, telHref } from '../../../lib/support-contact.ts';
import styles from './login.module.css';

/** Help: the support e-mail, and the support phone when the client has a real number (spec section 8). */
export function LoginHelp() {
  const { t } = useTranslation();
  const supportEmail = useAppSelector(selectSupportEmail);
  const supportNumber = useAppSelector(selectSupportNumber);
  if (!supportEmail && !isRealPhoneNumber(supportNumber)) return null;

  return (
    <section className={styles.help} aria-labelledby="login-help-heading">
      <h2 id="login-help-heading" className={styles.helpHeading}>
        {t('login.help.heading')}
      </h2>
      <ul className={styles.helpList}>
        {supportEmail ? (
          <li>
            <a href={`mailto:${supportEmail}`}>{t('login.help.email', { email: supportEmail })}</a>
          </li>
        ) : null}
        {isRealPhoneNumber(supportNumber) ? (
          <li>
            <a href={telHref(supportNumber)}>{t('login.help.phone', { phone: supportNumber })}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
