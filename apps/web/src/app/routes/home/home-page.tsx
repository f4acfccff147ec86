import { useRef } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import { HomeBanners } from '../../../features/content/components/home-banners.tsx';
import { HomeCards } from '../../../features/content/components/home-cards.tsx';
import { WelcomeCarousel } from '../../../features/content/components/welcome-carousel.tsx';
import { MasqueradeLauncher } from '../../../features/masquerade/components/masquerade-launcher.tsx';
import { TotalRewardCard } from '../../../features/payroll/components/total-reward-card.tsx';
import { VoucherBalance } from '../../../features/vouchers/components/voucher-balance.tsx';
import { DismissibleMessage } from './dismissible-message.tsx';
import styles from './home.module.css';
import homeTexts from '../../../i18n/en-GB/home.json';

addTexts(homeTexts);

/**
 * /app/home/, composed of four features: the greeting, the tenant's banners and cards (content) and the total
 * reward card (payroll), each section loading and failing on its own; in ccv-only mode only the voucher balance
 * (vouchers; spec point 4); the welcome carousel at a first sign-in (content); for a platform administrator the
 * masquerade launcher instead (masquerade); and the success message a navigation brought (two-factor set-up:
 * spec section 4, "goes to /app/home/ with a show-message state").
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
