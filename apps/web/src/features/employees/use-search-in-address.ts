import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { ListParams } from './list-params.ts';

/**
 * The search box's text, written to the address once typing pauses for the spec's default debounce (250 ms; a new
 * search starts at page 1).
 */
export function useSearchInAddress(params: ListParams, write: (change: Partial<ListParams>) => void) {
  const [typed, setTyped] = useState(params.search);
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS.default);
  useEffect(() => {
    if (settled !== params.search) write({ search: settled });
    // Only a settled change of the text writes the address (params and write change on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [typed, setTyped] as const;
}
