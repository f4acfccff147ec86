import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { beginProgress } from '../../lib/progress.ts';

/** Runs the top progress bar while the router loads the next page. */
export function useRouteProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => (busy ? beginProgress() : undefined), [busy]);
}
