import { useEffect } from 'react';
import { useTranslation } from './i18n.ts';
import { useAppSelector } from './state/hooks.ts';
import { selectBrandName } from './state/session-slice.ts';

/** Sets the browser tab's title for a page: "{page} | {brand}". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const brandName = useAppSelector(selectBrandName);
  useEffect(() => {
    document.title = brandName ? t('app.documentTitle', { page, brandName }) : page;
  }, [page, brandName, t]);
}
