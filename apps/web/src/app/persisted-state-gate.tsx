import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

const isBootstrapped = (persistor: Persistor) => persistor.getState().bootstrapped;

/** Resolves once the persisted state (the cookie choice) is back in the store. */
export function persistedStateRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (isBootstrapped(persistor)) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!isBootstrapped(persistor)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders its children once the persisted state is back (so the cookie banner never flashes), as redux-persist's
 * PersistGate does, but in the same render when it already is: the app waits for it before its first render, so a
 * page the server drew is hydrated as drawn (PersistGate always renders nothing first). No persistor (the server's
 * render): nothing to wait for. Once restored, it stays so (redux-persist never unsets it, not even when a logout
 * pauses and restarts persistence).
 */
export function PersistedStateGate({
  persistor,
  children,
}: {
  persistor: Persistor | null;
  children: ReactNode;
}) {
  const restored = useSyncExternalStore(
    (listener) => persistor?.subscribe(listener) ?? (() => undefined),
    () => persistor === null || isBootstrapped(persistor),
    () => true,
  );
  return restored ? children : null;
}
