import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { RootErrorBoundary } from './errors/root-error-boundary.tsx';
import type { AppStore } from './store.ts';

/** Error boundary, store, and the wait for the persisted cookie choice (so the banner never flashes). */
export function Providers({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <RootErrorBoundary>
      <Provider store={store}>
        <PersistGate persistor={persistor} loading={null}>
          {children}
        </PersistGate>
      </Provider>
    </RootErrorBoundary>
  );
}
