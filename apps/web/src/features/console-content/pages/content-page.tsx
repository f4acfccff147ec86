import { Link, Route, Routes, useParams } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import contentTexts from '../../../i18n/en-GB/console-content.json';
import { useGetConsoleContentQuery } from '../api.ts';
import { DocumentEditor } from '../components/document-editor.tsx';
import { PolicyEditor } from '../components/policy-editor.tsx';
import styles from '../components/content-editor.module.css';

addTexts(contentTexts);

/** /console/content/{slug}/: the client's policies, each published on its own, then its content document. */
function ClientContent() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  const content = useGetConsoleContentQuery(clientSlug);
  const notFound = (content.error as ApiQueryError | undefined)?.status === 404;
  const loaded = content.data;
  return (
    <>
      {loaded ? <h2>{t('consoleContent.headingFor', { name: loaded.client.name })}</h2> : null}
      <p>
        <Link to={`${paths.console}content/`}>{t('consoleContent.otherClient')}</Link>
      </p>
      <QueryState
        status={content.isError ? 'error' : loaded ? 'success' : 'loading'}
        errorText={notFound ? t('consoleContent.notFound', { slug: clientSlug }) : t('consoleContent.error')}
        onRetry={() => void content.refetch()}
      >
        {loaded ? (
          <>
            <section className={styles.policies} aria-labelledby="content-policies">
              <h2 id="content-policies">{t('consoleContent.policiesHeading')}</h2>
              {(['terms', 'policy', 'cookie'] as const).map((type) => (
                <PolicyEditor
                  key={`${clientSlug}-${type}`}
                  clientSlug={clientSlug}
                  type={type}
                  current={loaded.policies[type]}
                />
              ))}
            </section>
            <DocumentEditor key={clientSlug} clientSlug={clientSlug} loaded={loaded} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}

/** The console's Content area (issue 35). */
export default function ContentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleContent.documentTitle'));
  return (
    <div>
      <h1>{t('consoleContent.heading')}</h1>
      <p>{t('consoleContent.intro')}</p>
      <Routes>
        <Route
          index
          element={
            <ClientChooser
              id="content-client"
              label={t('consoleContent.chooseClient')}
              hint={t('consoleContent.chooseClientHint')}
              invalid={t('consoleContent.slugRequired')}
              submit={t('consoleContent.open')}
            />
          }
        />
        <Route path=":clientSlug/*" element={<ClientContent />} />
      </Routes>
    </div>
  );
}
