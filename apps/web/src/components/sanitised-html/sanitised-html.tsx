import { useMemo } from 'react';
import { sanitiseHtml } from '../../lib/sanitise-html.ts';

/**
 * HTML from the server, sanitised with DOMPurify before it is shown: in a <span> for inline HTML (a banner's
 * message), in a <div> for block HTML (paragraphs). Load it lazily where DOMPurify is rare.
 */
export default function SanitisedHtml({
  html,
  className,
  as: Element = 'span',
}: {
  html: string;
  className?: string;
  as?: 'span' | 'div';
}) {
  const safe = useMemo(() => sanitiseHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
