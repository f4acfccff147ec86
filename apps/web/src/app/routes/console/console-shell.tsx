import { Suspense, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { canOperate } from '../../../features/console/console-access.ts';
import { ConsoleLayout, consoleMainClass } from '../../../features/console/console-layout.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { MAIN_CONTENT_ID } from '../../../lib/main-content.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { PageErrorBoundary } from '../../errors/route-error-page.tsx';
import { AccessDenied } from '../../guard/access-denied.tsx';
import { guardOutcome } from '../../guard/guard-outcome.ts';
import { AnnouncerProvider, LiveRegion } from '../../layout/announcer.tsx';
import { DemoClockBanner } from '../../layout/demo-clock-banner.tsx';
import { PageLoading } from '../../layout/page-loading.tsx';
import { PagePending } from '../../layout/page-pending.tsx';
import { SkipLink } from '../../layout/skip-link.tsx';
import { useFocusOnNavigation } from '../../layout/use-focus-on-navigation.ts';
import { CONSOLE_AREAS } from './console-areas.tsx';

/**
 * /console/* (issue 35): the console's frame around its areas, for platform administrators on the platform
 * host. Someone not signed in goes to the login page; anyone else gets Access Denied.
 */
export function ConsoleShell() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const session = useAppSelector(selectSession);
  useFocusOnNavigation(main);
  const outcome = guardOutcome({ ...session, siteTermsUpdated: false }, canOperate);
  if (outcome === 'signedOut') return <Navigate to={paths.login} replace />;
  return (
    <AnnouncerProvider>
      <ConsoleLayout
        areas={CONSOLE_AREAS}
        before={
          <>
            <SkipLink />
            <DemoClockBanner />
          </>
        }
        bare={outcome !== 'allowed'}
      >
        <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className={consoleMainClass}>
          <LiveRegion />
          {outcome === 'loading' ? (
            <PagePending>
              <Spinner label={t('guard.loadingProfile')} />
            </PagePending>
          ) : outcome === 'allowed' ? (
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          ) : (
            <AccessDenied />
          )}
        </main>
      </ConsoleLayout>
    </AnnouncerProvider>
  );
}
