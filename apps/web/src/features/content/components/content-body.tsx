import { useMemo } from 'react';
import { sanitiseHtml } from '../../../lib/sanitise-html.ts';
import styles from './content-page.module.css';

/** The page's HTML, sanitised again in the browser before it is shown. */
export function ContentBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}
