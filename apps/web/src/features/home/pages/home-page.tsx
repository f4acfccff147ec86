import { useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /app/home/: the greeting. The home page's cards and banners come with the home issue. */
export function HomePage() {
  const { t } = useTranslation();
  const { firstName, name } = useAppSelector(selectSession);
  useDocumentTitle(t('home.documentTitle'));
  return <h1>{t('home.greeting', { firstName: firstName ?? name ?? '' })}</h1>;
}
