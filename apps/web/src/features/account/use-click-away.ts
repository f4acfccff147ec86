import { useEffect, useState, type RefObject } from 'react';

/**
 * The activation page's click-away message (spec section 2): a click in the page's main content outside the form
 * area shows it; working in the form again hides it. Clicks in the header, footer, cookie banner or a dialog are
 * not the page's and are ignored.
 */
export function useClickAway(formArea: RefObject<HTMLElement | null>, active: boolean) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!active) return;
    const clicked = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const area = formArea.current;
      if (!target || !area || !target.closest('main') || target.closest('[role="dialog"]')) return;
      setShown(!area.contains(target));
    };
    const focused = (event: FocusEvent) => {
      if (event.target instanceof Node && formArea.current?.contains(event.target)) setShown(false);
    };
    document.addEventListener('click', clicked);
    document.addEventListener('focusin', focused);
    return () => {
      document.removeEventListener('click', clicked);
      document.removeEventListener('focusin', focused);
    };
  }, [formArea, active]);

  return shown;
}
