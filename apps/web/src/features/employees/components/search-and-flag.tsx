import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './employees.module.css';

export interface SearchAndFlagProps {
  /** The labels: the search box, the filter, its "all" choice and its two answers. */
  labels: { search: string; filter: string; all: string; yes: string; no: string };
  /** What is typed in the search box (sent after a pause by `useSearchText`). */
  typed: string;
  onType(text: string): void;
  /** The filter's answer; undefined shows everyone. */
  flag: boolean | undefined;
  onFlag(flag: boolean | undefined): void;
}

/** The employee lists' controls: a search box and a yes/no filter (activated, two-factor on). */
export function SearchAndFlag({ labels, typed, onType, flag, onFlag }: SearchAndFlagProps) {
  return (
    <div className={styles.controls}>
      <TextField
        label={labels.search}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => onType(event.target.value)}
      />
      <SelectField
        label={labels.filter}
        placeholder={labels.all}
        options={[
          { value: 'yes', label: labels.yes },
          { value: 'no', label: labels.no },
        ]}
        value={flag === undefined ? '' : flag ? 'yes' : 'no'}
        onChange={(event) => onFlag(event.target.value === '' ? undefined : event.target.value === 'yes')}
      />
    </div>
  );
}
