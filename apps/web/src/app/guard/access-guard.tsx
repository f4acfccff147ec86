import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { PagePending } from '../layout/page-pending.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import { AccessDenied } from './access-denied.tsx';
import { guardOutcome, type AccessRule } from './guard-outcome.ts';

const NewTermsScreen = lazy(() => import('../../features/content/components/new-terms-screen.tsx'));

interface AccessGuardProps {
  /** The route's own rule (e.g. the dashboard's); without one, any signed-in user may open it. */
  allow?: AccessRule;
  /** The page; without it, the nested routes. */
  children?: ReactNode;
}

/**
 * The access guard of /app/* (spec section 2): 'Loading profile...' while the session is being restored, the
 * new-terms screen when the site terms were updated, 'Access Denied' when the route's rule refuses the user,
 * otherwise the page. Someone not signed in goes to the login page (a forced logout's reason shows there).
 */
export function AccessGuard({ allow, children }: AccessGuardProps) {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  switch (guardOutcome(session, allow)) {
    case 'loading':
      return (
        <PagePending>
          <Spinner label={t('guard.loadingProfile')} />
        </PagePending>
      );
    case 'signedOut':
      return <Navigate to={paths.login} replace />;
    case 'newTerms':
      return <NewTermsScreen />;
    case 'denied':
      return <AccessDenied />;
    case 'allowed':
      return children ?? <Outlet />;
  }
}
