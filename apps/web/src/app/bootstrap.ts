import { observeRequests } from '../lib/api-client.ts';
import { beginProgress } from '../lib/progress.ts';
import { restoreSession } from '../features/auth/session/session-lifecycle.ts';
import { loadTheme } from '../lib/state/load-theme.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { readPageTheme } from '../lib/page-theme.ts';
import { applyCachedTheme, applyTheme } from '../lib/theme.ts';
import { preloadHomePage } from './routes/home/home-preload.ts';
import { connectSession, makeStore } from './store.ts';

/** Creates the store and starts what the app needs before and beside the first render. */
export function bootstrap() {
  const { store, persistor } = makeStore();
  // Persisted writes are throttled (500 ms): a cookie choice made just before a reload must still be written.
  window.addEventListener('pagehide', () => void persistor.flush());
  connectSession(store);
  observeRequests(beginProgress);
  // The page served by the server carries the tenant's current theme: applied before the first render, it is
  // the server's word (no request). Otherwise (Vite's dev page) paint with the cached theme (theme-boot.js has set
  // its colours already), then ask for the current one.
  const pageTheme = readPageTheme();
  if (pageTheme) {
    store.dispatch(themeReceived({ theme: applyTheme(pageTheme).theme, source: 'network' }));
  } else {
    const cached = applyCachedTheme();
    if (cached) store.dispatch(themeReceived({ theme: cached.theme, source: 'cache' }));
    void loadTheme(store.dispatch);
  }
  // With the loggedIn hint set, turn the refresh cookie back into a session (spec section 2, Login).
  void store.dispatch(restoreSession());
  preloadHomePage();
  return { store, persistor };
}
