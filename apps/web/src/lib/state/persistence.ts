import type { Persistor } from 'redux-persist';

/**
 * The store's persistor, registered by the app at start, so that session code can pause persistence while it
 * resets the state and restart it afterwards (spec section 4: logout pauses and restarts state persistence).
 */
let persistor: Persistor | null = null;

export function registerPersistor(next: Persistor): void {
  persistor = next;
}

export function pausePersistence(): void {
  persistor?.pause();
}

export function resumePersistence(): void {
  persistor?.persist();
}
