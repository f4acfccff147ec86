import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useTakeUp } from '../../../lib/take-up-api.ts';
import styles from './dashboard.module.css';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(dashboardTexts);

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const TOP = 3;

/** The take-up card: the benefits most taken up, linking to the take-up page. */
export function TakeUpCard() {
  const { t } = useTranslation();
  const takeUp = useTakeUp();
  const top = [...(takeUp.data?.benefits ?? [])]
    .filter((line) => line.eligible > 0)
    .sort((a, b) => b.percentage - a.percentage)
    .slice(0, TOP);
  const pending = (takeUp.data?.benefits ?? []).reduce((sum, line) => sum + line.pending, 0);
  return (
    <section className={styles.card} aria-labelledby="take-up-heading">
      <h2 id="take-up-heading">{t('dashboard.takeUp.heading')}</h2>
      <QueryState
        status={takeUp.isError ? 'error' : takeUp.data ? 'success' : 'loading'}
        errorText={t('dashboard.takeUp.error')}
        onRetry={() => void takeUp.refetch()}
        isEmpty={top.length === 0}
        emptyText={t('dashboard.takeUp.empty')}
      >
        <p>{t('dashboard.takeUp.pending', { count: pending })}</p>
        <ol>
          {top.map((line) => (
            <li key={line.benefitId}>
              {t('dashboard.takeUp.line', {
                name: line.name,
                percentage: oneDecimal.format(line.percentage),
              })}
            </li>
          ))}
        </ol>
      </QueryState>
      <Link to={paths.benefitTakeUp}>{t('dashboard.takeUp.link')}</Link>
    </section>
  );
}
