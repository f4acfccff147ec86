import { observeRequests } from '../lib/api-client.ts';
import { beginProgress } from '../lib/progress.ts';
import { restoreSession } from '../lib/session/session-lifecycle.ts';
import { loadTheme } from '../lib/state/load-theme.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { applyCachedTheme } from '../lib/theme.ts';
import { connectApiClient, makeStore } from './store.ts';

/** Creates the store and starts what the app needs before and beside the first render. */
export function bootstrap() {
  const { store, persistor } = makeStore();
  // Persisted writes are throttled (500 ms): a cookie choice made just before a reload must still be written.
  window.addEventListener('pagehide', () => void persistor.flush());
  connectApiClient(store);
  observeRequests(beginProgress);
  // Paint with the cached theme (colours are already set by theme-boot.js), then ask for the current one.
  const cached = applyCachedTheme();
  if (cached) store.dispatch(themeReceived({ theme: cached.theme, source: 'cache' }));
  void loadTheme(store.dispatch);
  // With the loggedIn hint set, turn the refresh cookie back into a session (spec section 2, Login).
  void store.dispatch(restoreSession());
  return { store, persistor };
}
