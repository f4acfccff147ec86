import { lazy, Suspense, useEffect, useRef } from 'react';
import { pageContentDrawn } from '../../../lib/font-faces.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteMessage } from '../../../lib/use-route-message.ts';
import { HomeBanners } from '../../../features/content/components/home-banners.tsx';
import { HomeCards } from '../../../features/content/components/home-cards.tsx';
import { TotalRewardCard } from '../../../features/payroll/components/total-reward-card.tsx';
import { PageLoading } from '../../layout/page-loading.tsx';
import { DismissibleMessage } from './dismissible-message.tsx';
import styles from './home.module.css';
import homeTexts from '../../../i18n/en-GB/home.json';

addTexts(homeTexts);

// What only some people see loads on its own, off the common home page's path to its first paint (issue 37): the
// launcher's form and the contracts' schemas, the carousel's dialog, the voucher balance.
const WelcomeCarousel = lazy(() =>
  import('../../../features/content/components/welcome-carousel.tsx').then((m) => ({
    default: m.WelcomeCarousel,
  })),
);
const MasqueradeLauncher = lazy(() =>
  import('../../../features/masquerade/components/masquerade-launcher.tsx').then((m) => ({
    default: m.MasqueradeLauncher,
  })),
);
const VoucherBalance = lazy(() =>
  import('../../../features/vouchers/components/voucher-balance.tsx').then((m) => ({
    default: m.VoucherBalance,
  })),
);

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
  // Without the cards (home-cards.tsx says when they are drawn), nothing holds the theme's fonts back.
  const withoutCards = launcher || ccvOnly;
  useEffect(() => {
    if (withoutCards) pageContentDrawn();
  }, [withoutCards]);
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
        <Suspense fallback={<PageLoading />}>
          <MasqueradeLauncher />
        </Suspense>
      ) : ccvOnly ? (
        <Suspense fallback={<PageLoading />}>
          <VoucherBalance />
        </Suspense>
      ) : (
        <>
          <HomeBanners />
          <HomeCards />
          <TotalRewardCard />
          {showWelcomeModal ? (
            <Suspense fallback={null}>
              <WelcomeCarousel />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
