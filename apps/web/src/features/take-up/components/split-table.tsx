import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './take-up.module.css';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** Eligible employees and those who have the benefit, split by age band or location, with the take-up. */
export function SplitTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: readonly { label: string; employees: number; selected: number }[];
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p>{t('takeUp.detail.none')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className={styles.number}>
              {t('takeUp.detail.employees')}
            </th>
            <th scope="col" className={styles.number}>
              {t('takeUp.selected')}
            </th>
            <th scope="col" className={styles.number}>
              {t('takeUp.percentage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={styles.number}>{whole.format(row.employees)}</td>
              <td className={styles.number}>{whole.format(row.selected)}</td>
              <td className={styles.number}>
                {oneDecimal.format(
                  row.employees === 0 ? 0 : Math.round((row.selected / row.employees) * 1000) / 10,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
