import { SSO_FAILED_MESSAGE } from '@portal/contracts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LinkFailure } from '../components/link-failure.tsx';
import signInLinkTexts from '../../../i18n/en-GB/sign-in-link.json';

addTexts(signInLinkTexts);

/** /sso-error/ (spec section 2, 'Unable to log in'): a single sign-on that did not finish. */
export function SsoErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signInLink.unableTitle'));
  return <LinkFailure heading={t('signInLink.unableTitle')} advice={SSO_FAILED_MESSAGE} />;
}
