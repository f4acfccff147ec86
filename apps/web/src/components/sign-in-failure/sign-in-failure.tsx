import { LinkButton } from '../button/button.tsx';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSupportEmail } from '../../lib/state/theme-slice.ts';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';
import styles from './sign-in-failure.module.css';
import signInFailureTexts from '../../i18n/en-GB/sign-in-failure.json';

addTexts(signInFailureTexts);

/**
 * A sign-in that could not finish: the spec's message as the heading (it takes focus, so it is read out), what
 * to do next, the support e-mail, and the way back to the login page.
 */
export function SignInFailure({ heading, advice }: { heading: string; advice: string }) {
  const { t } = useTranslation();
  const supportEmail = useAppSelector(selectSupportEmail);
  const focus = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={styles.page} aria-labelledby="sign-in-failure">
      <h1 id="sign-in-failure" ref={focus} tabIndex={-1}>
        {heading}
      </h1>
      <p>{advice}</p>
      {supportEmail ? (
        <p>
          {t('signInFailure.support')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      ) : null}
      <LinkButton to={paths.login} variant="secondary">
        {t('signInFailure.backToLogin')}
      </LinkButton>
    </section>
  );
}
