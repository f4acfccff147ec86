import { MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE } from '@portal/contracts';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { masqueradeCardClass, MasqueradeForm } from '../../../components/masquerade-form/masquerade-form.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  useCreateMasqueradeLinkMutation,
  useFindMasqueradeCandidatesQuery,
  useGetMasqueradeLauncherQuery,
} from '../api.ts';
import masqueradeLauncherTexts from '../../../i18n/en-GB/masquerade-launcher.json';

addTexts(masqueradeLauncherTexts);

/**
 * The platform administrator's home on a tenant's host (issue 7): the masquerade form for the host's tenant
 * (components/masquerade-form), once the administrator's sign-in passed two-factor.
 */
export function MasqueradeLauncher() {
  const { t } = useTranslation();
  const launcher = useGetMasqueradeLauncherQuery();
  if (launcher.isLoading) return <Spinner label={t('masqueradeLauncher.loading')} />;
  if (launcher.isError || !launcher.data) {
    return (
      <Banner variant="error" role="alert">
        <p>{t('masqueradeLauncher.loadError')}</p>
        <Button variant="secondary" onClick={() => void launcher.refetch()}>
          {t('common.retry')}
        </Button>
      </Banner>
    );
  }
  const { client, schemeYears, twoFactorVerified } = launcher.data;
  return (
    <section className={masqueradeCardClass} aria-labelledby="masquerade-heading">
      <h2 id="masquerade-heading">{t('masqueradeLauncher.heading', { clientName: client.clientName })}</h2>
      {twoFactorVerified ? (
        <LauncherForm clientId={client.id} schemeYears={schemeYears} />
      ) : (
        <Banner variant="error" role="alert">
          <p>{MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE}</p>
        </Banner>
      )}
    </section>
  );
}

function LauncherForm({
  clientId,
  schemeYears,
}: {
  clientId: string;
  schemeYears: { year: number; isCurrent: boolean }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), DEBOUNCE_MS.default);
  const candidates = useFindMasqueradeCandidatesQuery(settledSearch);
  const [createLink, creation] = useCreateMasqueradeLinkMutation();
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
      onCreate={(request) => void createLink({ clientId, ...request })}
      link={{
        url: creation.data?.url ?? null,
        creating: creation.isLoading,
        error: (creation.error as ApiQueryError | undefined)?.error ?? null,
        reset: creation.reset,
      }}
      note={t('masqueradeLauncher.privateWindow')}
    />
  );
}
