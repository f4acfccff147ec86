import { useLayoutEffect } from 'react';
import { useTranslation } from './i18n.ts';
import { useAppSelector } from './state/hooks.ts';
import { selectBrandName } from './state/theme-slice.ts';

/**
 * Sets the browser tab's title for a page: "{page} | {brand}". A layout effect runs within the commit that shows the
 * page, so the title never lags the content it names (a passive effect can run a frame later).
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const brandName = useAppSelector(selectBrandName);
  useLayoutEffect(() => {
    document.title = brandName ? t('app.documentTitle', { page, brandName }) : page;
  }, [page, brandName, t]);
}
