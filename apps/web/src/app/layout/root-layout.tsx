import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AnnouncerProvider, LiveRegion } from './announcer.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { MAIN_CONTENT_ID } from './ids.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useRouteProgress } from './use-route-progress.ts';
import styles from './layout.module.css';

/** The page frame of every route: skip link, cookie banner, header, main content, footer. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useRouteProgress();
  useFocusOnNavigation(main);

  return (
    <AnnouncerProvider>
      <div className={styles.shell}>
        <SkipLink />
        <CookieBanner />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className={styles.main}>
          <LiveRegion />
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
    </AnnouncerProvider>
  );
}
