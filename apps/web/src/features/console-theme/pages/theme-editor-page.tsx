import { Link, Route, Routes, useParams } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import themeTexts from '../../../i18n/en-GB/console-theme.json';
import { useGetConsoleThemeQuery } from '../api.ts';
import { ThemeEditor } from '../components/theme-editor.tsx';

addTexts(themeTexts);

/** /console/theme/{slug}/: the client's theme in the editor, once loaded. */
function ClientTheme() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  const theme = useGetConsoleThemeQuery(clientSlug);
  const notFound = (theme.error as ApiQueryError | undefined)?.status === 404;
  return (
    <>
      {theme.data ? <h2>{t('consoleTheme.headingFor', { name: theme.data.client.name })}</h2> : null}
      <p>
        <Link to={`${paths.console}theme/`}>{t('consoleTheme.otherClient')}</Link>
      </p>
      <QueryState
        status={theme.isError ? 'error' : theme.data ? 'success' : 'loading'}
        errorText={notFound ? t('consoleTheme.notFound', { slug: clientSlug }) : t('consoleTheme.error')}
        onRetry={() => void theme.refetch()}
      >
        {theme.data ? (
          // A fresh editor per client and per saved version.
          <ThemeEditor key={clientSlug} clientSlug={clientSlug} loaded={theme.data} />
        ) : null}
      </QueryState>
    </>
  );
}

/** The console's Theme editor area (issue 35). */
export default function ThemeEditorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleTheme.documentTitle'));
  return (
    <div>
      <h1>{t('consoleTheme.heading')}</h1>
      <p>{t('consoleTheme.intro')}</p>
      <Routes>
        <Route
          index
          element={
            <ClientChooser
              id="theme-client"
              label={t('consoleTheme.chooseClient')}
              hint={t('consoleTheme.chooseClientHint')}
              invalid={t('consoleTheme.slugRequired')}
              submit={t('consoleTheme.open')}
            />
          }
        />
        <Route path=":clientSlug/*" element={<ClientTheme />} />
      </Routes>
    </div>
  );
}
