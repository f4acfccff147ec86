import {
  MASQUERADE_REASON_MAX,
  MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE,
  type MasqueradeCandidate,
} from '@portal/contracts';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { ChoiceList } from '../../../components/choice-list/choice-list.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  useCreateMasqueradeLinkMutation,
  useFindMasqueradeCandidatesQuery,
  useGetMasqueradeLauncherQuery,
} from '../api.ts';
import styles from './masquerade-launcher.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';
import masqueradeLauncherTexts from '../../../i18n/en-GB/masquerade-launcher.json';

addTexts(contactTexts, masqueradeLauncherTexts);

/**
 * The platform administrator's home on a tenant's host (issue 7): find an employer or employee by name or
 * e-mail, pick the scheme year, give a reason, and get the single-use masquerade link (60 minutes), which
 * opens the acted-as session in a new tab.
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
    <section className={styles.launcher} aria-labelledby="masquerade-heading">
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
  const [person, setPerson] = useState<MasqueradeCandidate | null>(null);
  const current = schemeYears.find((year) => year.isCurrent) ?? schemeYears[0];
  const [schemeYear, setSchemeYear] = useState(current ? String(current.year) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ person?: string; schemeYear?: string; reason?: string }>({});
  const [createLink, creation] = useCreateMasqueradeLinkMutation();
  const link = creation.data?.url && person ? { url: creation.data.url, name: person.name } : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      person: person ? undefined : t('masqueradeLauncher.choosePerson'),
      schemeYear: schemeYear ? undefined : t('contact.required'),
      reason: reason.trim() ? undefined : t('contact.required'),
    };
    setErrors(problems);
    if (!person || problems.schemeYear || problems.reason) return;
    await createLink({ clientId, userId: person.id, schemeYear: Number(schemeYear), reason: reason.trim() });
  };
  const failure = creation.error as ApiQueryError | undefined;
  const people = candidates.data?.candidates ?? [];

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('masqueradeLauncher.searchLabel')}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <ChoiceList
        name="masquerade-person"
        legend={t('masqueradeLauncher.personLegend')}
        choices={people.map((candidate) => ({
          id: candidate.id,
          label: (
            <>
              <strong>{candidate.name}</strong> {candidate.email}{' '}
              <span className={styles.type}>({t(`masqueradeLauncher.types.${candidate.userType}`)})</span>
            </>
          ),
        }))}
        selectedId={person?.id ?? null}
        onSelect={(id) => {
          setPerson(people.find((candidate) => candidate.id === id) ?? null);
          creation.reset();
        }}
        error={errors.person}
        loading={candidates.isFetching}
        failedText={candidates.isError ? t('masqueradeLauncher.searchFailed') : undefined}
        loadingText={t('masqueradeLauncher.searching')}
        emptyText={t('masqueradeLauncher.nobody')}
        resultsText={settledSearch ? t('masqueradeLauncher.results', { count: people.length }) : undefined}
      />
      <SelectField
        label={t('masqueradeLauncher.schemeYear')}
        placeholder={t('masqueradeLauncher.chooseYear')}
        options={schemeYears.map((year) => ({ label: String(year.year), value: String(year.year) }))}
        value={schemeYear}
        error={errors.schemeYear}
        onChange={(event) => setSchemeYear(event.target.value)}
      />
      <TextAreaField
        label={t('masqueradeLauncher.reason')}
        hint={t('masqueradeLauncher.reasonHint')}
        rows={3}
        maxLength={MASQUERADE_REASON_MAX}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure.error}</p>
        </Banner>
      ) : null}
      <Button type="submit" aria-disabled={creation.isLoading}>
        {creation.isLoading ? t('masqueradeLauncher.creating') : t('masqueradeLauncher.create')}
      </Button>
      {link ? (
        <div className={styles.result} role="status">
          <p>{t('masqueradeLauncher.ready', { name: link.name })}</p>
          <p>{t('masqueradeLauncher.privateWindow')}</p>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.open}>
            {t('masqueradeLauncher.open', { name: link.name })}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </div>
      ) : null}
    </form>
  );
}
