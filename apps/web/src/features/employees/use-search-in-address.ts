import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { ListParams } from './list-params.ts';

/** Spec: the list's search waits for typing to pause for 250 ms. */
const SEARCH_PAUSE_MS = 250;

/** The search box's text, written to the address once typing pauses (a new search starts at page 1). */
export function useSearchInAddress(params: ListParams, write: (change: Partial<ListParams>) => void) {
  const [typed, setTyped] = useState(params.search);
  const settled = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled !== params.search) write({ search: settled });
    // Only a settled change of the text writes the address (params and write change on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [typed, setTyped] as const;
}
