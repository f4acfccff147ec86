import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from './hooks.ts';

/**
 * State that must not outlive a session registers its reset here (the RTK Query cache does, when it loads), so
 * that logging out clears it without the session code importing every slice.
 */
const resets = new Set<() => UnknownAction>();

export function registerStateReset(reset: () => UnknownAction): void {
  resets.add(reset);
}

export function resetRegisteredState(dispatch: AppDispatch): void {
  for (const reset of resets) dispatch(reset());
}
