import { useMemo } from 'react';
import { sanitiseHtml } from '../../lib/sanitise-html.ts';

/** HTML from the server, sanitised with DOMPurify before it is shown. Load it lazily where DOMPurify is rare. */
export default function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitiseHtml(html), [html]);
  return <span className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
