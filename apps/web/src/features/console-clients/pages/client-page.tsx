import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleClientsTexts from '../../../i18n/en-GB/console-clients.json';
import { useGetConsoleClientQuery, useGetConsoleClientSettingsQuery } from '../api.ts';
import { ClientArchiveForm } from './client-archive-form.tsx';
import { ClientSettingsForm } from './client-settings-form.tsx';
import styles from './clients-page.module.css';

addTexts(consoleClientsTexts);

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** /console/clients/:slug/: one client: what it is, its settings, and archiving it. */
export function ClientPage() {
  const { t } = useTranslation();
  const { clientSlug = '' } = useParams();
  const client = useGetConsoleClientQuery(clientSlug);
  const settings = useGetConsoleClientSettingsQuery(clientSlug);
  useDocumentTitle(client.data?.name ?? t('consoleClients.documentTitle'));
  const notFound = (client.error as { status?: number } | undefined)?.status === 404;

  return (
    <div>
      <p>
        <Link to="..">{t('consoleClients.back')}</Link>
      </p>
      <QueryState
        status={client.isError ? 'error' : client.data ? 'success' : 'loading'}
        errorText={notFound ? t('consoleClients.notFound') : t('consoleClients.error')}
        onRetry={() => void client.refetch()}
      >
        {client.data ? (
          <>
            <h1>{client.data.name}</h1>
            <dl className={styles.facts}>
              <dt>{t('consoleClients.slug')}</dt>
              <dd>{client.data.slug}</dd>
              <dt>{t('consoleClients.people')}</dt>
              <dd>{client.data.people}</dd>
              <dt>{t('consoleClients.state')}</dt>
              <dd>
                {client.data.archivedAt
                  ? t('consoleClients.archived', { date: day.format(new Date(client.data.archivedAt)) })
                  : t('consoleClients.active')}
              </dd>
            </dl>
            <section className={styles.section} aria-labelledby="settings-heading">
              <h2 id="settings-heading">{t('consoleClients.settingsHeading')}</h2>
              <QueryState
                status={settings.isError ? 'error' : settings.data ? 'success' : 'loading'}
                errorText={t('consoleClients.error')}
                onRetry={() => void settings.refetch()}
              >
                {settings.data ? (
                  <ClientSettingsForm clientSlug={clientSlug} settings={settings.data} />
                ) : null}
              </QueryState>
            </section>
            <section className={styles.section} aria-labelledby="archive-heading">
              <h2 id="archive-heading">
                {client.data.archivedAt
                  ? t('consoleClients.restoreHeading')
                  : t('consoleClients.archiveHeading')}
              </h2>
              <ClientArchiveForm client={client.data} />
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
