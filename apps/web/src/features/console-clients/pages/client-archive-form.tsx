import type { ConsoleClientSummary } from '@portal/contracts/console-clients';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleClientsTexts from '../../../i18n/en-GB/console-clients.json';
import { useArchiveConsoleClientMutation } from '../api.ts';
import styles from './clients-page.module.css';

addTexts(consoleClientsTexts);

/** Archive (nobody signs in; the data stays) or restore a client, with the reason the audit trail keeps. */
export function ClientArchiveForm({ client }: { client: ConsoleClientSummary }) {
  const { t } = useTranslation();
  const [archive, { isLoading }] = useArchiveConsoleClientMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const archived = client.archivedAt !== null;

  const submit = async () => {
    if (reason.trim() === '') return setError(t('consoleClients.reasonRequired'));
    setError(null);
    const result = await archive({ clientSlug: client.slug, archived: !archived, reason });
    setFailed('error' in result);
    if (!('error' in result)) setReason('');
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{archived ? t('consoleClients.restoreIntro') : t('consoleClients.archiveIntro')}</p>
      {failed ? (
        <Banner variant="error" role="alert">
          <p>{t('consoleClients.archiveFailed')}</p>
        </Banner>
      ) : null}
      <TextAreaField
        id="archive-reason"
        label={t('consoleClients.reason')}
        rows={3}
        value={reason}
        error={error ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant={archived ? undefined : 'secondary'} aria-disabled={isLoading}>
        {archived ? t('consoleClients.restore') : t('consoleClients.archive')}
      </Button>
    </form>
  );
}
