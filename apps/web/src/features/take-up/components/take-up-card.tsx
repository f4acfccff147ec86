import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useTakeUp } from '../api.ts';
import { SummaryCard } from '../../../components/summary-card/summary-card.tsx';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

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
    <SummaryCard id="take-up-heading" heading={t('takeUp.card.heading')}>
      <QueryState
        status={takeUp.isError ? 'error' : takeUp.data ? 'success' : 'loading'}
        errorText={t('takeUp.card.error')}
        onRetry={() => void takeUp.refetch()}
        isEmpty={top.length === 0}
        emptyText={t('takeUp.card.empty')}
      >
        <p>{t('takeUp.card.pending', { count: pending })}</p>
        <ol>
          {top.map((line) => (
            <li key={line.benefitId}>
              {t('takeUp.card.line', {
                name: line.name,
                percentage: oneDecimal.format(line.percentage),
              })}
            </li>
          ))}
        </ol>
      </QueryState>
      <Link to={paths.benefitTakeUp}>{t('takeUp.card.link')}</Link>
    </SummaryCard>
  );
}
