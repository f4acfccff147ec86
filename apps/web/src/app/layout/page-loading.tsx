import { Spinner } from '../../components/spinner/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Shown in the page area while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
