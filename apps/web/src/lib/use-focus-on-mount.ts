import { useCallback } from 'react';

/**
 * A ref callback that focuses its element once it is on the page: for a heading that replaces the content the
 * user was working in (a success view, an error screen), so keyboard and screen-reader users land on it.
 * The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => element?.focus({ preventScroll: false }), []);
}
