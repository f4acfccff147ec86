import type { BenefitFiltersResponse } from '@portal/contracts';
import { useId } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { hasFilters, type BenefitListFilters } from '../benefit-list-filters.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

interface Props {
  filters: BenefitListFilters;
  options: BenefitFiltersResponse | undefined;
  onChange(filters: BenefitListFilters): void;
}

/** Search, group, type and "only my selections": each change applies at once (and goes into the URL). */
export function BenefitFiltersForm({ filters, options, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const set = (change: Partial<BenefitListFilters>) => onChange({ ...filters, ...change });
  return (
    <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('benefits.filters.search')}
        type="search"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        autoComplete="off"
        aria-controls="benefit-results"
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-group`}>{t('benefits.filters.group')}</label>
        <select
          id={`${id}-group`}
          value={filters.group ?? ''}
          onChange={(event) => set({ group: event.target.value || null })}
        >
          <option value="">{t('benefits.filters.allGroups')}</option>
          {options?.groups.map((group) => (
            <option key={group.code} value={group.code}>
              {`${group.name} (${group.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('benefits.filters.kind')}</label>
        <select
          id={`${id}-kind`}
          value={filters.kind ?? ''}
          onChange={(event) => set({ kind: event.target.value || null })}
        >
          <option value="">{t('benefits.filters.allKinds')}</option>
          {options?.kinds.map((kind) => (
            <option key={kind.kind} value={kind.kind}>
              {`${kind.label} (${kind.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.checkbox}>
        <input
          id={`${id}-mine`}
          type="checkbox"
          checked={filters.mine}
          onChange={(event) => set({ mine: event.target.checked })}
        />
        <label htmlFor={`${id}-mine`}>
          {t('benefits.filters.mine', { count: options?.mySelections ?? 0 })}
        </label>
      </div>
      {hasFilters(filters) ? (
        <div className={styles.filterActions}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange({ group: null, kind: null, mine: false, search: '' })}
          >
            {t('benefits.filters.clear')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
