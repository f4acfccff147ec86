/**
 * The tenant's theme as the server wrote it into the page (`<meta name="portal-theme">`, see the server's
 * plugins/web-page.ts), so that the first render, even of a first visit, has the tenant's colours and fonts and
 * needs no GET /api/theme. The CSP forbids inline script, so it travels as a meta element's content.
 */
export const PAGE_THEME_META = 'portal-theme';

/** The theme the page carries, unchecked (normaliseTheme checks it), or null when it carries none (Vite's dev page). */
export function readPageTheme(doc: Document = document): unknown {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PAGE_THEME_META}"]`)?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return null;
  }
}
