import { Route, Routes } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { ClientScheme } from './client-scheme.tsx';

addTexts(consoleSchemeTexts);

/** The console's Scheme years and windows area (issue 35): choose a client, then its scheme years. */
export default function SchemePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleScheme.documentTitle'));
  return (
    <div>
      <h1>{t('consoleScheme.heading')}</h1>
      <p>{t('consoleScheme.intro')}</p>
      <Routes>
        <Route
          index
          element={
            <ClientChooser
              id="scheme-client"
              label={t('consoleScheme.chooseClient')}
              hint={t('consoleScheme.chooseClientHint')}
              invalid={t('consoleScheme.slugRequired')}
              submit={t('consoleScheme.open')}
            />
          }
        />
        <Route path=":clientSlug/*" element={<ClientScheme />} />
      </Routes>
    </div>
  );
}
