import { MASQUERADE_REASON_MAX, type MasqueradeCandidate } from '@portal/contracts/masquerade';
import { useState, type FormEvent } from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { Banner } from '../banner/banner.tsx';
import { Button } from '../button/button.tsx';
import { ChoiceList } from '../choice-list/choice-list.tsx';
import { SelectField } from '../text-field/select-field.tsx';
import { TextAreaField } from '../text-field/text-area-field.tsx';
import { TextField } from '../text-field/text-field.tsx';
import styles from './masquerade-form.module.css';
import contactTexts from '../../i18n/en-GB/contact.json';
import masqueradeLauncherTexts from '../../i18n/en-GB/masquerade-launcher.json';

addTexts(contactTexts, masqueradeLauncherTexts);

export interface MasqueradeFormProps {
  schemeYears: readonly { year: number; isCurrent: boolean }[];
  /** The search as typed, and the settled (debounced, trimmed) one the candidates answer. */
  search: string;
  settledSearch: string;
  onSearchChange(search: string): void;
  candidates: { people: readonly MasqueradeCandidate[]; loading: boolean; failed: boolean };
  /** Asks for the link; the caller's mutation state comes back as `link`. */
  onCreate(request: { userId: string; schemeYear: number; reason: string }): void;
  link: { url: string | null; creating: boolean; error: string | null; reset(): void };
  /** What opening the link here does to the administrator's own session, under the link. */
  note?: string;
}

/**
 * The masquerade form (issue 7), wherever an administrator starts one (the launcher on a tenant's host, the
 * console's People area): find an employer or employee by name or e-mail, pick the scheme year, give a reason,
 * and get the single-use link (60 minutes), which opens the acted-as session in a new tab.
 */
export function MasqueradeForm({
  schemeYears,
  search,
  settledSearch,
  onSearchChange,
  candidates,
  onCreate,
  link,
  note,
}: MasqueradeFormProps) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<MasqueradeCandidate | null>(null);
  const current = schemeYears.find((year) => year.isCurrent) ?? schemeYears[0];
  const [schemeYear, setSchemeYear] = useState(current ? String(current.year) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ person?: string; schemeYear?: string; reason?: string }>({});
  const ready = link.url && person ? { url: link.url, name: person.name } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      person: person ? undefined : t('masqueradeLauncher.choosePerson'),
      schemeYear: schemeYear ? undefined : t('contact.required'),
      reason: reason.trim() ? undefined : t('contact.required'),
    };
    setErrors(problems);
    if (!person || problems.schemeYear || problems.reason) return;
    onCreate({ userId: person.id, schemeYear: Number(schemeYear), reason: reason.trim() });
  };
  const { people } = candidates;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('masqueradeLauncher.searchLabel')}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => onSearchChange(event.target.value)}
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
          link.reset();
        }}
        error={errors.person}
        loading={candidates.loading}
        failedText={candidates.failed ? t('masqueradeLauncher.searchFailed') : undefined}
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
      {link.error ? (
        <Banner variant="error" role="alert">
          <p>{link.error}</p>
        </Banner>
      ) : null}
      <Button type="submit" aria-disabled={link.creating}>
        {link.creating ? t('masqueradeLauncher.creating') : t('masqueradeLauncher.create')}
      </Button>
      {ready ? (
        <div className={styles.result} role="status">
          <p>{t('masqueradeLauncher.ready', { name: ready.name })}</p>
          {note ? <p>{note}</p> : null}
          <a href={ready.url} target="_blank" rel="noopener noreferrer" className={styles.open}>
            {t('masqueradeLauncher.open', { name: ready.name })}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </div>
      ) : null}
    </form>
  );
}

/** The launcher's frame around the form (a bordered card). */
export const masqueradeCardClass = styles.launcher;
