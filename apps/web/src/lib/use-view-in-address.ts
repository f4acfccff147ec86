import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's view (search, filters, sort, page) kept in the address. A change is written over the newest address,
 * not the one this render saw: React Router applies a navigation in a transition, so a debounced search that
 * settles while a filter's navigation is still on its way would otherwise write the older address back and
 * drop the filter.
 */
export function useViewInAddress<View>(
  read: (address: URLSearchParams) => View,
  write: (current: View, change: Partial<View>) => URLSearchParams,
) {
  const [address, setAddress] = useSearchParams();
  const rendered = address.toString();
  // The address last committed to the screen, and those written since that have not been, oldest first.
  const committed = useRef(rendered);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    committed.current = rendered;
    const landed = pending.current.indexOf(rendered);
    // Ours landed (drop it and those before it), or someone else navigated (Back, a link): drop them all.
    pending.current = landed >= 0 ? pending.current.slice(landed + 1) : [];
  }, [rendered]);

  const change = (changed: Partial<View>) => {
    const newest = pending.current.at(-1) ?? committed.current;
    const next = write(read(new URLSearchParams(newest)), changed).toString();
    pending.current = [...pending.current, next];
    setAddress(next, { replace: 'search' in changed });
  };
  return [read(address), change] as const;
}
