import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { MasqueradeForm } from '../../../components/masquerade-form/masquerade-form.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  useCreateConsoleMasqueradeLinkMutation,
  useFindConsoleMasqueradeCandidatesQuery,
  useGetConsoleMasqueradeQuery,
} from '../api.ts';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

/**
 * Masquerade from the console (issue 35): the launcher's form for the chosen client; the link is the same
 * single-use link on the client's own site, opened in a new tab with the masquerade banner.
 */
export function ConsoleMasquerade({ client }: { client: { slug: string; name: string } }) {
  const { t } = useTranslation();
  const facts = useGetConsoleMasqueradeQuery(client.slug);
  const years = facts.data?.schemeYears ?? [];
  const archived = facts.data?.archived ?? false;
  return (
    <section className={styles.section} aria-labelledby="masquerade-heading">
      <h2 id="masquerade-heading">{t('consolePeople.masquerade.heading')}</h2>
      <p>{t('consolePeople.masquerade.intro', { name: client.name })}</p>
      <QueryState
        status={facts.isError ? 'error' : facts.data ? 'success' : 'loading'}
        errorText={t('consolePeople.masquerade.error')}
        onRetry={() => void facts.refetch()}
        isEmpty={years.length === 0 || archived}
        // An archived client's site lets nobody sign in: the server refuses a link, and the launcher says why.
        emptyText={
          archived
            ? t('consolePeople.masquerade.archived', { name: client.name })
            : t('consolePeople.masquerade.noYears', { name: client.name })
        }
      >
        <div className={styles.masquerade}>
          <MasqueradeFormFor client={client} schemeYears={years} />
        </div>
      </QueryState>
    </section>
  );
}

function MasqueradeFormFor({
  client,
  schemeYears,
}: {
  client: { slug: string; name: string };
  schemeYears: { year: number; isCurrent: boolean }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), DEBOUNCE_MS.default);
  const candidates = useFindConsoleMasqueradeCandidatesQuery({
    clientSlug: client.slug,
    search: settledSearch,
  });
  const [createLink, creation] = useCreateConsoleMasqueradeLinkMutation();
  return (
    <MasqueradeForm
      schemeYears={schemeYears}
      search={search}
      settledSearch={settledSearch}
      onSearchChange={setSearch}
      candidates={{
        people: candidates.data?.candidates ?? [],
        loading: candidates.isFetching,
        failed: candidates.isError,
      }}
      onCreate={(request) => void createLink({ clientSlug: client.slug, ...request })}
      link={{
        url: creation.data?.url ?? null,
        creating: creation.isLoading,
        error: (creation.error as ApiQueryError | undefined)?.error ?? null,
        reset: creation.reset,
      }}
      note={t('consolePeople.masquerade.note', { name: client.name })}
    />
  );
}
