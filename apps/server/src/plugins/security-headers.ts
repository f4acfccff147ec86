/**
 * Security headers on every answer: a strict Content-Security-Policy (no inline script but the page's session
 * boot, allowed by its hash; nothing from other
 * origins, no framing), Referrer-Policy, X-Content-Type-Options, and the rest of helmet's usual set minus
 * the headers for Internet Explorer and Flash.
 *
 * The headers never vary, so they are computed once and set by one synchronous hook. @fastify/helmet
 * rebuilds its middleware on every request, which halved the throughput of GET /api/theme when measured.
 */
import fp from 'fastify-plugin';
import { DOCS_PREFIX } from './openapi.ts';

export const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The ALTCHA robot check solves its proof of work in a blob: worker.
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The policy as a header; `inlineScriptHashes` and `inlineStyleHashes` ('sha256-...') allow those inline scripts
 * and styles exactly (the page's session boot, the theme of a first screen the server drew), and no other.
 */
export function contentSecurityPolicyHeader(
  inlineScriptHashes: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): string {
  const hashes: Record<string, readonly string[]> = {
    'script-src': inlineScriptHashes,
    'style-src': inlineStyleHashes,
  };
  return Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => {
      const all = [...sources, ...(hashes[directive] ?? []).map((hash) => `'${hash}'`)];
      return `${directive} ${all.join(' ')}`;
    })
    .join('; ');
}

/** For documents: the web app's pages, its files, and the API docs UI. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicyHeader(),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // Same site, not same origin: tenants' hosts share the site and show each other's logos in e-mails.
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  // Browsers ignore it over plain http, so it is safe on localhost.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  // Turns off the legacy XSS auditor, which could itself be abused; the CSP does that job.
  'x-xss-protection': '0',
};

/**
 * For API answers (JSON, files): nothing in them may run or be framed. Document-only headers are left out,
 * since every header costs on every answer (OWASP's REST security cheat sheet suggests this set).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': PAGE_SECURITY_HEADERS['referrer-policy']!,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': PAGE_SECURITY_HEADERS['cross-origin-resource-policy']!,
  'strict-transport-security': PAGE_SECURITY_HEADERS['strict-transport-security']!,
};

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const isApi = request.url.startsWith('/api/') && !request.url.startsWith(DOCS_PREFIX);
      reply.headers(isApi ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
