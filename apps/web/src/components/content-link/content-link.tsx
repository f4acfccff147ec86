import { withWebScheme } from '@portal/contracts/web-links';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Whether a content link stays in the app (a portal path) rather than leaving it. */
export function isPortalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link that tenant content names: portal paths move within the app; other addresses (https only, checked
 * when the content was stored; one written without a scheme gets https://) open in a new tab, which the link
 * says to screen readers.
 */
export function ContentLink({
  href,
  className,
  newTabHint,
  children,
}: {
  href: string;
  className?: string;
  /** Read after the text of a link that opens a new tab, e.g. "(opens in a new tab)". */
  newTabHint: string;
  children: ReactNode;
}) {
  if (isPortalPath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={withWebScheme(href)} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  );
}
