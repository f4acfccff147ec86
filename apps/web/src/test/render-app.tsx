import type { LoginSetupResponse, Theme } from '@portal/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { connectSession, makeStore } from '../app/store.ts';
import { loginSetupApi } from '../lib/state/login-setup-api.ts';
import { restoreSession } from '../features/auth/session/session-lifecycle.ts';
import type { AppDispatch, AppThunk } from '../lib/state/hooks.ts';
import type { RootState } from '../lib/state/root-reducer.ts';
import { initialSessionState, type SessionState } from '../lib/state/session-slice.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { DEFAULT_THEME } from '../lib/theme.ts';

export const demoTheme: Theme = {
  ...DEFAULT_THEME,
  primaryColour: '#00857c',
  benefitBrandName: 'Demo Benefits',
  supportEmail: 'support@demo.test',
  contactUsEmail: 'hr@demo.test',
  benefitBrandPhoneNumber: '0161 496 0000',
  baseFont: 'Lato',
  headerFont: 'Montserrat',
};

interface RenderAppOptions {
  session?: Partial<SessionState>;
  cookie?: RootState['cookie'];
  theme?: Theme | null;
  /**
   * The login setup of the preloaded session, as a real sign-in leaves it in RTK Query's cache (the client and
   * scheme year the pages read from there).
   */
  setup?: LoginSetupResponse;
  /** The history state of the first entry (what a navigation to `path` would have carried). */
  routeState?: unknown;
}

/** Where the app is: the memory router's location, for tests that follow a redirect. */
export const currentLocation = { pathname: '', search: '', state: null as unknown };

function LocationProbe() {
  const current = useLocation();
  // A layout effect runs within the commit, before any test sees the new DOM: what a test reads after finding an
  // element of the new page is already this page's location.
  useLayoutEffect(() => {
    currentLocation.pathname = current.pathname;
    currentLocation.search = current.search;
    currentLocation.state = current.state;
  }, [current]);
  return null;
}

/**
 * The whole app (real store, real routes, real persistence, the same start-up session restore) at `path`, in a
 * memory router. The network is stubbed at fetch (test/network.ts).
 */
export function renderApp(
  path: string,
  { session, cookie, theme = demoTheme, setup, routeState }: RenderAppOptions = {},
) {
  const preloaded: Partial<RootState> = {};
  if (session) preloaded.session = { ...initialSessionState, ...session };
  if (cookie) preloaded.cookie = cookie;
  const { store, persistor } = makeStore(preloaded);
  connectSession(store);
  if (theme) store.dispatch(themeReceived({ theme, source: 'network' }));
  if (setup) {
    // The store's type knows the api slice only as lazily injected (optional); by now it is injected.
    const seed = loginSetupApi.util.upsertQueryData('getLoginSetup', undefined, setup);
    void (store.dispatch as AppDispatch)(seed as unknown as AppThunk<unknown>);
  }
  void store.dispatch(restoreSession());
  const user = userEvent.setup();
  const view = render(
    <Providers store={store} persistor={persistor}>
      <MemoryRouter
        initialEntries={[routeState === undefined ? path : { pathname: path, state: routeState }]}
      >
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, store, persistor, user };
}
