import { SSO_FAILED_MESSAGE } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SignInFailure } from '../../../components/sign-in-failure/sign-in-failure.tsx';
import singleSignOnTexts from '../../../i18n/en-GB/single-sign-on.json';

addTexts(singleSignOnTexts);

/** /sso-error/ (spec section 2, 'Unable to log in'): a single sign-on that did not finish. */
export function SsoErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('singleSignOn.unableTitle'));
  return <SignInFailure heading={t('singleSignOn.unableTitle')} advice={SSO_FAILED_MESSAGE} />;
}
