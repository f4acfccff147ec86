import type { LoginSetupResponse } from '@portal/contracts';
import { hasLoggedInFlag } from '../../../features/auth/session/stored-session.ts';
import type { AppThunk } from '../../../lib/state/hooks.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The signed-in home page opened straight from the address bar (an e-mail's link, a bookmark, a reload) no longer
 * waits for each step before it starts the next (issue 37, its LCP): its code downloads beside the session's
 * refresh, and its data is asked for as soon as the login setup has answered, not once its code has run.
 */

/** The home page's code; the router's lazy route loads the same module. */
export const loadHomePage = () => import('./home-page.tsx');
const loadHomeData = () => import('./home-data.ts');

const onHomePage = () => `${window.location.pathname.replace(/\/+$/, '')}/` === paths.appHome;

/** At start, with the loggedIn hint set and the home page asked for: its code (page and data) downloads now. */
export function preloadHomePage(): void {
  if (!hasLoggedInFlag() || !onHomePage()) return;
  void loadHomePage().catch(() => undefined);
  void loadHomeData().catch(() => undefined);
}

/**
 * A session start step (connectSession): on the home page, ask for its data now. Not for the masquerade launcher
 * (an administrator not masquerading) nor for a leaver or inactive employee (ccv-only mode may show the voucher
 * balance alone): those pages ask for what they show.
 */
export function prefetchHomeDataStep(setup: LoginSetupResponse): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!onHomePage()) return;
    if (setup.userType === 'admin' && !getState().session.masquerade) return;
    if (setup.employmentStatus === 'left' || setup.employmentStatus === 'inactive') return;
    // Not awaited: the session starts without waiting for the page's data.
    void loadHomeData()
      .then(({ prefetchHomeData }) => dispatch(prefetchHomeData()))
      .catch(() => undefined);
  };
}
