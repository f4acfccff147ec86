/**
 * Where an IdP-initiated SAML sign-in may land (issue 36: "only to the portal's own pages"): the RelayState
 * the IdP sends, when it is a page of the portal itself. A path of one leading '/' (not '//', no '\', which
 * browsers read as '/'), no control characters (the URL parser drops a tab or newline, so '/\t/evil.example'
 * would become '//evil.example'), not the API, and still on the portal's origin once resolved. Anything
 * else is null: the caller lands on home. The server applies it before it names the page in the sign-in
 * link; the web again before it navigates there. Zod-free, so the web app can use it cheaply.
 */
export const SSO_LANDING_PARAM = 'next';

export function portalLandingPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 1024) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  if (resolved.pathname === '/api' || resolved.pathname.startsWith('/api/')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
