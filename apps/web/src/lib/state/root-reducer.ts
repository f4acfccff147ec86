import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import { cookieSlice } from './cookie-slice.ts';
import { sessionSlice } from './session-slice.ts';
import { themeSlice } from './theme-slice.ts';

/**
 * The root reducer: the cookie, session and theme slices, plus slices injected when the code that needs them loads
 * (the RTK Query api, see lib/api.ts), so that the first page does not carry code it does not use.
 */

// Injected slices add themselves here by declaration merging.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  cookieSlice,
  sessionSlice,
  themeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Middleware added after the store is created (the RTK Query api's). */
export const dynamicMiddleware = createDynamicMiddleware();

type Listener = () => void;
const injectionListeners = new Set<Listener>();

/** The store registers here so that it can initialise slices injected after its creation. */
export function onSliceInjected(listener: Listener): () => void {
  injectionListeners.add(listener);
  return () => injectionListeners.delete(listener);
}

export function notifySliceInjected(): void {
  for (const listener of injectionListeners) listener();
}

/** Dispatched after an injection, so the new slice has its initial state before anything selects from it. */
export const SLICE_INJECTED = 'root/sliceInjected';
