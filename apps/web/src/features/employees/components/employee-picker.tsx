import type { EmployeeRow } from '@portal/contracts';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { ChoiceList } from '../../../components/choice-list/choice-list.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGetEmployeesQuery } from '../api.ts';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/** The choices listed for a search. */
const CHOICES = 20;

export interface EmployeePickerProps {
  clientId: string;
  /** The radio group's name. */
  name: string;
  selectedId: string | null;
  onSelect(employee: EmployeeRow | null): void;
  error?: string;
}

/**
 * One of the employer's employees, found by name or e-mail as the employer types (the default debounce), up to
 * 20 at a time; someone who has not activated their account yet is listed but cannot be chosen. The form
 * around it decides what the choice is for (the magic link sender, composed on the dashboard).
 */
export function EmployeePicker({ clientId, name, selectedId, onSelect, error }: EmployeePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), DEBOUNCE_MS.default);
  const found = useGetEmployeesQuery({ clientId, search: settled, perPage: CHOICES });
  const employees = found.data?.data ?? [];
  return (
    <>
      <TextField
        label={t('employees.picker.searchLabel')}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ChoiceList
        name={name}
        legend={t('employees.picker.employeeLegend')}
        choices={employees.map((item) => ({
          id: item.id,
          disabled: !item.activated,
          label: (
            <>
              <strong>
                {item.firstName} {item.surname}
              </strong>{' '}
              {item.email}
              {item.activated ? null : ` (${t('employees.picker.notActivated')})`}
            </>
          ),
        }))}
        selectedId={selectedId}
        onSelect={(id) => onSelect(employees.find((item) => item.id === id) ?? null)}
        error={error}
        loading={found.isFetching}
        failedText={found.isError ? t('employees.picker.searchFailed') : undefined}
        loadingText={t('common.loading')}
        emptyText={t('employees.picker.nobody')}
        resultsText={settled ? t('employees.picker.results', { count: employees.length }) : undefined}
      />
    </>
  );
}
