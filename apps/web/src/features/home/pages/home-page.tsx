import { useRef } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import { DismissibleMessage } from '../components/dismissible-message.tsx';
import { HomeBanners } from '../components/home-banners.tsx';
import { HomeCards } from '../components/home-cards.tsx';
import { MasqueradeLauncher } from '../components/masquerade-launcher.tsx';
import { TotalRewardCard } from '../components/total-reward-card.tsx';
import { VoucherBalance } from '../components/voucher-balance.tsx';
import { WelcomeCarousel } from '../components/welcome-carousel.tsx';
import styles from '../components/home.module.css';
import homeTexts from '../../../i18n/en-GB/home.json';

addTexts(homeTexts);

/**
 * /app/home/: the greeting, the tenant's banners and cards and the total reward card (each section loads and
 * fails on its own; in ccv-only mode, only the voucher balance: spec point 4), the
 * welcome carousel at a first sign-in (a platform administrator gets the masquerade launcher instead), and the success message a navigation brought (two-factor set-up: spec
 * section 4, "goes to /app/home/ with a show-message state").
 */
export function HomePage() {
  const { t } = useTranslation();
  const { firstName, name, showWelcomeModal, userType, masquerade, ccvOnly } = useAppSelector(selectSession);
  // A platform administrator on a tenant's host lands on the masquerade launcher (issue 7).
  const launcher = userType === 'admin' && !masquerade;
  const heading = useRef<HTMLHeadingElement>(null);
  const { message, dismiss } = useRouteMessage((key) =>
    key === 'twoFactorEnabled' ? t('home.messages.twoFactorEnabled') : '',
  );
  useDocumentTitle(t('home.documentTitle'));
  return (
    <div className={styles.page}>
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
      {launcher ? (
        <MasqueradeLauncher />
      ) : ccvOnly ? (
        <VoucherBalance />
      ) : (
        <>
          <HomeBanners />
          <HomeCards />
          <TotalRewardCard />
          {showWelcomeModal ? <WelcomeCarousel /> : null}
        </>
      )}
    </div>
  );
}
