import { lazy, Suspense } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { isCookiesMessage } from '../../../lib/state/session-slice.ts';

// DOMPurify is loaded only when a message carries markup: most never do, and the login page stays light.
const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

/** Text that reads the same as HTML and as plain text: no tags, no entities. */
const hasMarkup = (message: string) => /[<&]/.test(message);

/**
 * The red login error banner above the form (spec section 8): the server's text rendered as sanitised HTML, except
 * the cookies message, which is shown as plain text.
 */
export function LoginErrorBanner({ message }: { message: string }) {
  const asHtml = !isCookiesMessage(message) && hasMarkup(message);
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
    </Banner>
  );
}
