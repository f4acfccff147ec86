import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { PERSIST } from '@portal/contracts/constants';
import {
  FLUSH,
  PAUSE,
  PERSIST as PERSIST_ACTION,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import type { PersistConfig } from 'redux-persist';
import { getAccessToken } from '../features/auth/session/access-token.ts';
import { addSessionStartStep, forceLogout } from '../features/auth/session/session-lifecycle.ts';
import { checkCcvOnly } from '../features/vouchers/ccv-only.ts';
import { prefetchHomeDataStep } from './routes/home/home-preload.ts';
import { configureApiAuth } from '../lib/api-client.ts';
import { persistStorage } from '../lib/state/persist-storage.ts';
import { registerPersistor } from '../lib/state/persistence.ts';
import {
  dynamicMiddleware,
  onSliceInjected,
  rootReducer,
  SLICE_INJECTED,
  type RootState,
} from '../lib/state/root-reducer.ts';

/**
 * The Redux store: cookie and session slices, the RTK Query api once a feature loads it, and redux-persist exactly
 * as spec section 9 says: key 'root', version 2, only the cookie slice, throttle 500 ms, time-out 5000 ms.
 */
export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST.key,
  version: PERSIST.version,
  storage: persistStorage,
  whitelist: [...PERSIST.whitelist],
  throttle: PERSIST.throttleMs,
  timeout: PERSIST.timeoutMs,
};

export function makeStore(preloadedState?: Partial<RootState>) {
  // One persisted reducer per store: redux-persist keeps its write queue in the reducer's closure.
  const persistedReducer = persistReducer(persistConfig, rootReducer as Reducer<RootState>);
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST_ACTION, PURGE, REGISTER] },
      }).prepend(dynamicMiddleware.middleware),
  });
  // A slice injected later (the api) gets its initial state at once.
  onSliceInjected(() => store.dispatch({ type: SLICE_INJECTED }));
  const persistor = persistStore(store);
  registerPersistor(persistor);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];

/**
 * The session, connected: the api client reads the in-memory access token and the masquerade from the session, a
 * 401 to a signed-in request ends the session with the server's message (spec section 8), and a session's start
 * runs what other features must know before its first page (ccv-only mode) which the auth feature cannot import.
 */
export function connectSession(store: AppStore): void {
  addSessionStartStep(checkCcvOnly);
  addSessionStartStep(prefetchHomeDataStep);
  configureApiAuth({
    getAccessToken,
    getMasquerade: () => store.getState().session.masquerade,
    onUnauthorized: (message) => void store.dispatch(forceLogout(message)),
  });
}
