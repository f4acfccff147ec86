import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { RootErrorBoundary } from './errors/root-error-boundary.tsx';
import { PersistedStateGate } from './persisted-state-gate.tsx';
import type { AppStore } from './store.ts';

/**
 * Error boundary, store, and the wait for the persisted cookie choice (so the banner never flashes). The server's
 * first screen (server-screen/) renders the same providers without a persistor.
 */
export function Providers({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor | null;
  children: ReactNode;
}) {
  return (
    <RootErrorBoundary>
      <Provider store={store}>
        <PersistedStateGate persistor={persistor}>{children}</PersistedStateGate>
      </Provider>
    </RootErrorBoundary>
  );
}
