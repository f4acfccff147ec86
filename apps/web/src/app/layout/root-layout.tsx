import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectLoggedIn } from '../../lib/state/session-slice.ts';
import { PageErrorBoundary } from '../errors/route-error-page.tsx';
import { SidePanelHost } from '../side-panels/side-panel-host.tsx';
import { AnnouncerProvider, LiveRegion } from './announcer.tsx';
import { CookieBanner } from '../../components/cookie-consent/cookie-banner.tsx';
import { DemoClockBanner } from './demo-clock-banner.tsx';
import { MasqueradeBanner } from './masquerade-banner.tsx';
import { MAIN_CONTENT_ID } from '../../lib/main-content.ts';
import { ReplayEarlyClicks, useAppRunning } from '../../lib/early-clicks.tsx';
import { linkFontFacesOffTheHomePage } from '../../lib/font-faces.ts';
import { PageLoading } from './page-loading.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';
import styles from './layout.module.css';

// Signed-in only: its code (and the dialog's) is not part of the login page.
const IdleWatcher = lazy(() => import('../idle/idle-watcher.tsx'));

/** The page frame of every route: skip link, cookie banner, header, main content, footer. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  useScrollToTop();
  useFocusOnNavigation(main);
  useAppRunning(main);
  useEffect(() => linkFontFacesOffTheHomePage(pathname), [pathname]);

  return (
    <AnnouncerProvider>
      <SidePanelHost>
        <div className={styles.shell}>
          <SkipLink />
          <CookieBanner />
          <MasqueradeBanner />
          <DemoClockBanner />
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className={styles.main}>
            <LiveRegion />
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
                <ReplayEarlyClicks />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <SiteFooter />
        </div>
        {loggedIn ? (
          <Suspense fallback={null}>
            <IdleWatcher />
          </Suspense>
        ) : null}
      </SidePanelHost>
    </AnnouncerProvider>
  );
}
