import type { Theme } from '@portal/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { connectApiClient, makeStore } from '../app/store.ts';
import type { RootState } from '../lib/state/root-reducer.ts';
import { initialSessionState, themeReceived, type SessionState } from '../lib/state/session-slice.ts';
import { DEFAULT_THEME } from '../lib/theme.ts';

export const demoTheme: Theme = {
  ...DEFAULT_THEME,
  primaryColour: '#00857c',
  benefitBrandName: 'Demo Benefits',
  baseFont: 'Lato',
  headerFont: 'Montserrat',
};

interface RenderAppOptions {
  session?: Partial<SessionState>;
  cookie?: RootState['cookie'];
  theme?: Theme | null;
}

/** The whole app (real store, real routes, real persistence) at `path`, in a memory router. */
export function renderApp(path: string, { session, cookie, theme = demoTheme }: RenderAppOptions = {}) {
  const preloaded: Partial<RootState> = {};
  if (session) preloaded.session = { ...initialSessionState, ...session };
  if (cookie) preloaded.cookie = cookie;
  const { store, persistor } = makeStore(preloaded);
  connectApiClient(store);
  if (theme) store.dispatch(themeReceived({ theme, source: 'network' }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, persistor, router, user };
}
