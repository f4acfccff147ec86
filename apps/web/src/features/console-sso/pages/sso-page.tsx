import { Route, Routes } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { ClientSso } from './client-sso.tsx';

addTexts(consoleSsoTexts);

/** The console's Single sign-on area (issues 35, 36): choose a client, then its identity providers. */
export default function SsoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleSso.documentTitle'));
  return (
    <div>
      <h1>{t('consoleSso.heading')}</h1>
      <p>{t('consoleSso.intro')}</p>
      <Routes>
        <Route
          index
          element={
            <ClientChooser
              id="sso-client"
              label={t('consoleSso.chooseClient')}
              hint={t('consoleSso.chooseClientHint')}
              invalid={t('consoleSso.slugRequired')}
              submit={t('consoleSso.open')}
            />
          }
        />
        <Route path=":clientSlug/*" element={<ClientSso />} />
      </Routes>
    </div>
  );
}
