import type { ContentType } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { LinkButton } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { homePath } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectLoggedIn } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetContentQuery } from '../api.ts';
import { ContentBody } from './content-body.tsx';
import styles from './content-page.module.css';
import contentTexts from '../../../i18n/en-GB/content.json';

addTexts(contentTexts);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

interface ContentPageProps {
  type: ContentType;
  /** Shown between the heading and the content, e.g. the cookie policy's Manage cookies prompt. */
  aside?: ReactNode;
}

/** A content page: breadcrumb, title, then loading, the HTML, or the error with 'Return to home'. */
export function ContentPage({ type, aside }: ContentPageProps) {
  const { t } = useTranslation();
  const title = t(`content.titles.${type}`);
  const home = homePath(useAppSelector(selectLoggedIn));
  const { data, isLoading, isError } = useGetContentQuery(type);
  useDocumentTitle(title);

  let body: ReactNode;
  if (isLoading) {
    body = <Spinner label={t('content.loading', { title })} />;
  } else if (isError || !data) {
    body = (
      <div className={styles.error}>
        <Banner variant="error" role="alert">
          <p>{t('content.error', { title })}</p>
        </Banner>
        <LinkButton to={home}>{t('common.returnToHome')}</LinkButton>
      </div>
    );
  } else {
    const updated = formatDate(data.updatedAt);
    body = (
      <>
        {updated ? <p className={styles.updated}>{t('content.updated', { date: updated })}</p> : null}
        {data.content.trim() ? <ContentBody html={data.content} /> : <p>{t('content.empty')}</p>}
      </>
    );
  }

  return (
    <article className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[{ label: t('common.home'), to: home }, { label: title }]}
      />
      <h1>{title}</h1>
      {aside}
      {body}
    </article>
  );
}
