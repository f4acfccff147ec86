import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useTakeUpDetail } from '../api.ts';
import { takeUpDetailPath } from '../take-up-paths.ts';
import { TakeUpFigures } from './take-up-figures.tsx';
import { SplitTable } from './split-table.tsx';
import takeUpTexts from '../../../i18n/en-GB/take-up.json';

addTexts(takeUpTexts);

/** view-benefit-takeup-detail: one benefit's take-up and its split by age, linking to all its figures. */
export default function TakeUpDetailPanel({
  benefitId,
  name,
  close,
}: SidePanelComponentProps<'view-benefit-takeup-detail'>) {
  const { t } = useTranslation();
  const detail = useTakeUpDetail(benefitId);
  return (
    <div>
      <h3>{name}</h3>
      <QueryState
        status={detail.isError ? 'error' : detail.data ? 'success' : 'loading'}
        errorText={t('takeUp.error')}
        onRetry={() => void detail.refetch()}
      >
        {detail.data ? (
          <>
            <TakeUpFigures line={detail.data} />
            <SplitTable
              caption={t('takeUp.detail.ageCaption')}
              heading={t('takeUp.detail.band')}
              rows={detail.data.byAgeBand}
            />
            <p>
              <Link to={takeUpDetailPath(benefitId)} onClick={() => close()}>
                {t('takeUp.detailLink', { name })}
              </Link>
            </p>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
