import type { ReactNode } from 'react';

/**
 * Marks the page area as not yet painted (the session being restored, a page's code loading): the frame hides the
 * footer meanwhile (layout.module.css), so the footer does not show at the viewport's bottom and then jump below
 * the page when it paints (a layout shift Lighthouse counted on the home page, issue 37). It shows with the page.
 */
export function PagePending({ children }: { children: ReactNode }) {
  return <div data-page-pending="">{children}</div>;
}
