import { useDeferredValue, useState, type ReactNode } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { listLoadStatus } from '../../../lib/load-status.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetFaqsQuery } from '../api.ts';
import { FaqAccordion } from '../../../components/faq-accordion/faq-accordion.tsx';
import { countQuestions, filterFaqs } from '../faq-search.ts';
import styles from '../components/faqs.module.css';
import faqsTexts from '../../../i18n/en-GB/faqs.json';

addTexts(faqsTexts);

/** /app/faqs/: the tenant's FAQs as an accordion, with a search that filters the questions as you type. */
export function FaqsPage() {
  const { t } = useTranslation();
  const query = useGetFaqsQuery();
  const status = listLoadStatus(query);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  useDocumentTitle(t('faqs.title'));

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <Banner variant="error" role="alert">
        <p>{t('faqs.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Banner>
    );
  } else if (status !== 'success') {
    body = <Spinner label={t('faqs.loading')} />;
  } else if (countQuestions(query.data ?? []) === 0) {
    body = <p>{t('faqs.none')}</p>;
  } else {
    const groups = filterFaqs(query.data ?? [], deferredSearch);
    const matches = countQuestions(groups);
    const searching = deferredSearch.trim() !== '';
    body = (
      <>
        <TextField
          className={styles.search}
          label={t('faqs.searchLabel')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          aria-controls="faq-results"
        />
        <p className={styles.summary} role="status">
          {searching ? t('faqs.matches', { count: matches, search: deferredSearch.trim() }) : ''}
        </p>
        <div id="faq-results">{matches > 0 ? <FaqAccordion groups={groups} /> : null}</div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: paths.appHome }, { label: t('faqs.breadcrumb') }]}
      />
      <h1>{t('faqs.title')}</h1>
      {body}
    </div>
  );
}
