import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import { DismissibleMessage } from '../components/dismissible-message.tsx';

/**
 * /app/home/: the greeting, with the success message a navigation brought (two-factor set-up: spec section 4,
 * "goes to /app/home/ with a show-message state"). The home page's cards and banners come with the home issue.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { firstName, name } = useAppSelector(selectSession);
  const heading = useRef<HTMLHeadingElement>(null);
  const { message, dismiss } = useRouteMessage((key) => t(`home.messages.${key}`));
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      {message ? (
        <DismissibleMessage
          message={message}
          onDismiss={() => {
            dismiss();
            // The button is gone: carry on from the page's heading.
            heading.current?.focus();
          }}
        />
      ) : null}
      <h1 ref={heading} tabIndex={-1}>
        {t('home.greeting', { firstName: firstName ?? name ?? '' })}
      </h1>
    </>
  );
}
