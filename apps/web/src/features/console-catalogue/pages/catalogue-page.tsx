import { Route, Routes } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { ClientCatalogue } from './client-catalogue.tsx';

addTexts(consoleCatalogueTexts);

/** The console's Benefits catalogue (issue 35): choose a client, then its benefits. */
export default function CataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleCatalogue.documentTitle'));
  return (
    <div>
      <h1>{t('consoleCatalogue.heading')}</h1>
      <p>{t('consoleCatalogue.intro')}</p>
      <Routes>
        <Route
          index
          element={
            <ClientChooser
              id="catalogue-client"
              label={t('consoleCatalogue.chooseClient')}
              hint={t('consoleCatalogue.chooseClientHint')}
              invalid={t('consoleCatalogue.slugRequired')}
              submit={t('consoleCatalogue.open')}
            />
          }
        />
        <Route path=":clientSlug/*" element={<ClientCatalogue />} />
      </Routes>
    </div>
  );
}
