import { poundsAndPence } from '@portal/benefits/money';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useGetStatementQuery } from '../api.ts';
import { statementTotals } from '../statement-mapping.ts';
import styles from './payroll.module.css';
import statementsTexts from '../../../i18n/en-GB/statements.json';

addTexts(statementsTexts);

/** The chart shows the last year of months; the table shows them all. */
const CHART_MONTHS = 12;

/**
 * The statement side panel: a benefit group's monthly contributions (what the employee paid, what the employer
 * paid in), as a bar chart and as a table of the same numbers, newest first, with totals.
 */
export default function StatementPanel({ groupCode, groupName }: SidePanelComponentProps<'statement'>) {
  const { t } = useTranslation();
  const statement = useGetStatementQuery(groupCode);
  const rows = statement.data ?? [];
  const totals = statementTotals(rows);
  const charted = rows.slice(0, CHART_MONTHS).reverse();
  return (
    <div className={styles.panel}>
      <p>{t('statements.panel.intro', { group: groupName })}</p>
      <QueryState
        status={statement.isError ? 'error' : statement.data ? 'success' : 'loading'}
        errorText={t('statements.panel.error')}
        onRetry={() => void statement.refetch()}
        isEmpty={rows.length === 0}
        emptyText={t('statements.panel.empty', { group: groupName })}
      >
        {charted.length > 0 ? (
          <BarChart
            title={t('statements.panel.chartTitle', { group: groupName })}
            summary={t('statements.panel.chartSummary', {
              count: charted.length,
              from: charted[0]!.label,
              to: charted.at(-1)!.label,
            })}
            groups={charted.map((row) => ({
              label: `${row.label.slice(0, 3)} ${String(row.year).slice(2)}`,
              values: { employee: row.employee, employer: row.employer },
            }))}
            series={[
              { key: 'employee', label: t('statements.panel.you') },
              { key: 'employer', label: t('statements.panel.employer') },
            ]}
            format={(value) => poundsAndPence(value).replace(/\.00$/, '')}
          />
        ) : null}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('statements.panel.tableCaption', { group: groupName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('statements.panel.month')}</th>
                <th scope="col" className={styles.amount}>
                  {t('statements.panel.you')}
                </th>
                <th scope="col" className={styles.amount}>
                  {t('statements.panel.employer')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.amount}>{poundsAndPence(row.employee)}</td>
                  <td className={styles.amount}>{poundsAndPence(row.employer)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('statements.panel.total')}</th>
                <td className={styles.amount}>{poundsAndPence(totals.employee)}</td>
                <td className={styles.amount}>{poundsAndPence(totals.employer)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </QueryState>
    </div>
  );
}
