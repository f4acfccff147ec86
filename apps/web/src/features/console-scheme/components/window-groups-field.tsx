import type { ConsoleScheme } from '@portal/contracts/console-scheme';
import { FieldsetFrame } from '../../../components/text-field/fieldset-frame.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

/**
 * The benefit groups a window opens, one checkbox each (none ticked: every group). The first box has the id
 * `{idPrefix}-groups`, where focus goes when the server refuses the groups.
 */
export function WindowGroupsField({
  idPrefix,
  groups,
  value,
  error,
  onChange,
}: {
  idPrefix: string;
  groups: ConsoleScheme['groups'];
  value: readonly string[];
  error?: string;
  onChange(groups: string[]): void;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p>{t('consoleScheme.groups.noGroups')}</p>;
  const hintId = `${idPrefix}-groups-hint`;
  const errorId = `${idPrefix}-groups-error`;
  return (
    <FieldsetFrame
      legend={t('consoleScheme.groups.legend')}
      hint={t('consoleScheme.groups.hint')}
      hintId={hintId}
      error={error}
      errorId={errorId}
      describedBy={error ? `${hintId} ${errorId}` : hintId}
    >
      <ul className={styles.checkboxes}>
        {groups.map((group, index) => {
          const id = index === 0 ? `${idPrefix}-groups` : `${idPrefix}-groups-${group.code}`;
          return (
            <li key={group.code}>
              <input
                id={id}
                type="checkbox"
                checked={value.includes(group.code)}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, group.code]
                      : value.filter((code) => code !== group.code),
                  )
                }
              />
              <label htmlFor={id}>{group.name}</label>
            </li>
          );
        })}
      </ul>
    </FieldsetFrame>
  );
}

/** What a window opens, as the windows table says it. */
export function groupNames(codes: readonly string[], groups: ConsoleScheme['groups'], all: string): string {
  if (codes.length === 0) return all;
  return codes.map((code) => groups.find((group) => group.code === code)?.name ?? code).join(', ');
}
