import { useEffect } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { beginProgress } from '../../lib/progress.ts';
import { PagePending } from './page-pending.tsx';

/** Shown in the page area while a page's code loads; the top progress bar runs meanwhile. */
export function PageLoading() {
  const { t } = useTranslation();
  useEffect(() => beginProgress(), []);
  return (
    <PagePending>
      <Spinner label={t('common.loading')} />
    </PagePending>
  );
}
