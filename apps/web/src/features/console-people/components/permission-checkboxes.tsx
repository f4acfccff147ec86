import { employerPermissions, type EmployerPermission } from '@portal/contracts/access';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

/** The four employer permissions as checkboxes in a fieldset, in the contracts' order. */
export function PermissionCheckboxes({
  idPrefix,
  legend,
  value,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  value: readonly EmployerPermission[];
  onChange(next: EmployerPermission[]): void;
}) {
  const { t } = useTranslation();
  const toggle = (name: EmployerPermission, on: boolean) =>
    onChange(employerPermissions.filter((other) => (other === name ? on : value.includes(other))));
  return (
    <fieldset className={styles.checkboxes}>
      <legend>{legend}</legend>
      {employerPermissions.map((name) => (
        <div key={name} className={styles.checkbox}>
          <input
            id={`${idPrefix}-${name}`}
            type="checkbox"
            checked={value.includes(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
          <label htmlFor={`${idPrefix}-${name}`}>{t(`consolePeople.employers.permission.${name}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
