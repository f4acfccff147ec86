import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/button/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import styles from './account.module.css';

interface LinkErrorProps {
  heading: string;
  message: string;
  /** Another way on, shown before 'Return to home' (e.g. 'Request a new link'). */
  action?: ReactNode;
}

/**
 * The page-error screen of a link that cannot be used (activation or reset): the heading takes focus, the
 * message, and 'Return to home'.
 */
export function LinkError({ heading, message, action }: LinkErrorProps) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={`${styles.page} ${styles.stack}`}>
      <h1 ref={focus} tabIndex={-1}>
        {heading}
      </h1>
      {message ? <p>{message}</p> : null}
      {action}
      <LinkButton to={paths.login}>{t('common.returnToHome')}</LinkButton>
    </div>
  );
}
