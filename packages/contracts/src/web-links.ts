/**
 * Spec section 9: "Web links without a scheme get https:// added". A link a tenant writes as `www.example.com`
 * or `example.com/help` means the web address, not a path of the portal: it gets `https://`. Portal paths
 * (`/app/faqs/`), fragments, protocol-relative `//host`, and links that name a scheme (`https:`, `mailto:`) are left as they are; whether a
 * scheme is allowed is for the caller to decide. Zod-free, so the web app can use it cheaply.
 */
/** A host name with at least one dot (www.example.com, example.co.uk), then an optional port and path. */
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?$/i;

export function withWebScheme(href: string): string {
  const link = href.trim();
  // A portal path, a fragment or a query; a protocol-relative //host is not a link without a scheme, and stays
  // for the caller to refuse.
  if (link.startsWith('/') || link.startsWith('#') || link.startsWith('?')) return link;
  // Anything else (a scheme such as https: or mailto:, a relative word) is the caller's to accept or refuse.
  return BARE_HOST.test(link) ? `https://${link}` : link;
}
