import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation (not the first load) focus moves to <main>, so keyboard and screen reader users continue
 * from the new content rather than from the link they used; unless the new page has already put focus on a
 * control of its own (the two-factor code's first box). (Scrolling is use-scroll-to-top.ts's job.)
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const region = main.current;
    const focused = document.activeElement;
    if (focused && focused !== region && region?.contains(focused)) return;
    region?.focus({ preventScroll: true });
  }, [pathname, main]);
}
