import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The search box's text, handed on once typing pauses for the spec's default debounce (250 ms). */
export function useSearchText(current: string, onSettled: (search: string) => void) {
  const [typed, setTyped] = useState(current);
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS.default);
  useEffect(() => {
    if (settled !== current) onSettled(settled);
    // Only a settled change of the text is handed on (current and onSettled change on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [typed, setTyped] as const;
}
