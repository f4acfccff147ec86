import { configureStore } from '@reduxjs/toolkit';
import type { Theme } from '@portal/contracts';
import type { AppStore } from '../app/store.ts';
import { dynamicMiddleware, rootReducer } from '../lib/state/root-reducer.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { normaliseTheme } from '../lib/theme.ts';

/**
 * A store as the app's is at its first render for a first visit (bootstrap.ts): the initial state and the page's
 * theme. Nothing is persisted or fetched: the server only renders.
 */
export function makeServerStore(rawTheme: unknown): { store: AppStore; theme: Theme } {
  const theme = normaliseTheme(rawTheme);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
  });
  store.dispatch(themeReceived({ theme, source: 'network' }));
  // The app's store differs only by redux-persist's bookkeeping, which no component reads.
  return { store: store as unknown as AppStore, theme };
}
