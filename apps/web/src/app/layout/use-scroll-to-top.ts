import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top (the declarative router has no ScrollRestoration). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
