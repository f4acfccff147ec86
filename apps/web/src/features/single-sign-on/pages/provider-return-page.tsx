import { SSO_ERROR_PATH, type SsoCallbackError } from '@portal/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { runOnce } from '../../../lib/run-once.ts';
import singleSignOnTexts from '../../../i18n/en-GB/single-sign-on.json';
import { callEndpoint } from '../../../lib/endpoint-request.ts';

addTexts(singleSignOnTexts);

/** Only paths of this site: a redirect the server names must never leave it. */
function sitePath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

/**
 * /sso/{provider}: where an identity provider sends the person back. The waiting message and spinner show while
 * the server completes the exchange (the whole query goes to it), then the browser goes where it says:
 * /sso-login/{token} on success, /sso-error/ on failure.
 */
export function ProviderReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const { search } = useLocation();
  useDocumentTitle(t('singleSignOn.documentTitle'));

  useEffect(() => {
    let current = true;
    void runOnce(`${provider}${search}`, () =>
      callEndpoint(
        'ssoCallback',
        // The provider's answer, passed on as it came (the server checks it).
        { params: { provider }, query: Object.fromEntries(new URLSearchParams(search)) },
        { anonymous: true },
      ),
    ).then((result) => {
      if (!current) return;
      const redirect = result.ok
        ? sitePath(result.data?.redirect, SSO_ERROR_PATH)
        : sitePath((result.body as Partial<SsoCallbackError> | null)?.redirect, SSO_ERROR_PATH);
      void navigate(redirect, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, provider, search]);

  return <Spinner label={t('singleSignOn.waiting')} />;
}
