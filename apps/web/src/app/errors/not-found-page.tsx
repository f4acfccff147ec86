import { LinkButton } from '../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './errors.module.css';
import notFoundTexts from '../../i18n/en-GB/not-found.json';

addTexts(notFoundTexts);

/** The not-found screen: any path without a page. */
export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <LinkButton to={paths.login}>{t('notFound.backToHome')}</LinkButton>
    </div>
  );
}
