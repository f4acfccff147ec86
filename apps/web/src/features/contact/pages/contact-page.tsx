import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetContactPageQuery } from '../api.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactLoadFailure, ContactSuccess } from '../components/contact-panels.tsx';
import styles from '../components/contact.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';

addTexts(contactTexts);

const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

/**
 * /contact-us/ (signed in; spec sections 2 and 4, Contact view): loading, then the form beside the information
 * card, then the success panel; or the load-failure panel. A tenant with contact us disabled has no such page.
 */
export function ContactPage() {
  const { contactUsEnabled } = useAppSelector(selectSession);
  if (!contactUsEnabled) return <Navigate to={paths.appHome} replace />;
  return <ContactView />;
}

function ContactView() {
  const { t } = useTranslation();
  const { data, isLoading, isError, isFetching, refetch } = useGetContactPageQuery();
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('contact.title'));

  let body: ReactNode;
  if (sent) {
    body = <ContactSuccess />;
  } else if (isLoading || (isError && isFetching)) {
    body = <Spinner label={t('contact.loading')} />;
  } else if (isError || !data || !Array.isArray(data.enquiryOptions)) {
    body = <ContactLoadFailure onRetry={() => void refetch()} />;
  } else {
    body = (
      <div className={styles.layout}>
        <ContactForm options={data.enquiryOptions} onSent={() => setSent(true)} />
        <aside className={styles.card} aria-labelledby="contact-card-title">
          <h2 id="contact-card-title">{data.pageContent.name}</h2>
          <Suspense fallback={null}>
            <SanitisedHtml html={data.pageContent.content} as="div" />
          </Suspense>
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: paths.appHome }, { label: t('contact.breadcrumb') }]}
      />
      <h1>{t('contact.title')}</h1>
      {body}
    </div>
  );
}
