import { lazy, Suspense } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { ManageCookiesButton } from '../../../components/cookie-consent/manage-cookies-button.tsx';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { isCookiesMessage, selectMasquerade } from '../../../lib/state/session-slice.ts';

// DOMPurify is loaded only when a message carries markup: most never do, and the login page stays light.
const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

/** Text that reads the same as HTML and as plain text: no tags, no entities. */
const hasMarkup = (message: string) => /[<&]/.test(message);

/**
 * The red login error banner above the form (spec section 8): the server's text rendered as sanitised HTML, except
 * the cookies message, which is shown as plain text. With a masquerade held the cookie banner is hidden, but the
 * login's cookie check still applies (spec section 6): the cookies message then offers Manage cookies itself.
 */
export function LoginErrorBanner({ message }: { message: string }) {
  const masquerading = useAppSelector(selectMasquerade) !== null;
  const cookies = isCookiesMessage(message);
  const asHtml = !cookies && hasMarkup(message);
  return (
    <Banner variant="error" role="alert">
      <p>
        {asHtml ? (
          <Suspense fallback={null}>
            <SanitisedHtml html={message} />
          </Suspense>
        ) : (
          message
        )}
      </p>
      {cookies && masquerading ? <ManageCookiesButton /> : null}
    </Banner>
  );
}
