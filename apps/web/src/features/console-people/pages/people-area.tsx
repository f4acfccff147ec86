import { Link, Route, Routes, useParams } from 'react-router';
import { ClientChooser } from '../../../components/client-chooser/client-chooser.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';
import { useGetConsoleMasqueradeQuery } from '../api.ts';
import { AdministratorsSection } from '../components/administrators-section.tsx';
import { ConsoleMasquerade } from '../components/console-masquerade.tsx';
import { EmployersSection } from '../components/employers-section.tsx';
import styles from '../components/people.module.css';

addTexts(consolePeopleTexts);

/** /console/people/: the platform administrators, and the way to a client's people. */
function PeopleHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('consolePeople.documentTitle'));
  return (
    <>
      <h1>{t('consolePeople.heading')}</h1>
      <p>{t('consolePeople.intro')}</p>
      <AdministratorsSection />
      <section className={styles.section} aria-labelledby="client-people-heading">
        <h2 id="client-people-heading">{t('consolePeople.client.heading')}</h2>
        <p>{t('consolePeople.client.intro')}</p>
        <ClientChooser
          id="people-client"
          label={t('consolePeople.client.choose')}
          hint={t('consolePeople.client.chooseHint')}
          invalid={t('consolePeople.client.slugRequired')}
          submit={t('consolePeople.client.open')}
        />
      </section>
    </>
  );
}

/** /console/people/{slug}/: the client's employer users, and masquerade as one of its people. */
function ClientPeople() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  // The masquerade's facts name the client (404 for an unknown sub-domain); its sections reuse the answer.
  const facts = useGetConsoleMasqueradeQuery(clientSlug);
  const client = facts.data?.client;
  useDocumentTitle(
    client ? t('consolePeople.client.title', { name: client.name }) : t('consolePeople.documentTitle'),
  );
  const notFound = (facts.error as ApiQueryError | undefined)?.status === 404;
  return (
    <>
      <p>
        <Link to={`${paths.console}people/`}>{t('consolePeople.client.back')}</Link>
      </p>
      <h1>
        {client
          ? t('consolePeople.client.title', { name: client.name })
          : t('consolePeople.client.loadingTitle')}
      </h1>
      <QueryState
        status={facts.isError ? 'error' : client ? 'success' : 'loading'}
        errorText={
          notFound
            ? t('consolePeople.client.notFound', { slug: clientSlug })
            : t('consolePeople.client.error')
        }
        onRetry={() => void facts.refetch()}
      >
        {client ? (
          <>
            <EmployersSection key={client.slug} client={client} />
            <ConsoleMasquerade key={`masquerade-${client.slug}`} client={client} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}

/** The console's People area (issue 35). */
export default function PeopleArea() {
  return (
    <div>
      <Routes>
        <Route index element={<PeopleHome />} />
        <Route path=":clientSlug/*" element={<ClientPeople />} />
      </Routes>
    </div>
  );
}
