import type { SelectionHistoryEntry } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** Every step of every version, newest first: when, what, by whom and why. */
export function SelectionHistory({
  benefitName,
  history,
}: {
  benefitName: string;
  history: SelectionHistoryEntry[];
}) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading">{t('selections.manage.history')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('selections.manage.historyCaption', { name: benefitName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('selections.manage.when')}</th>
              <th scope="col">{t('selections.manage.what')}</th>
              <th scope="col">{t('selections.manage.who')}</th>
              <th scope="col">{t('selections.manage.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{WHEN.format(new Date(entry.at))}</td>
                <td>{`${entry.statusLabel} (${t('selections.manage.version', { version: entry.version })})`}</td>
                <td>{entry.by}</td>
                <td>{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
