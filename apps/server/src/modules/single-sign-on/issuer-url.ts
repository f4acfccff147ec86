/**
 * Which issuer addresses the portal talks to: https, and plain http only to a provider on this machine
 * (loopback) outside production, for tests and local trials. Checked when an operator adds a provider and
 * again before every discovery.
 */
import { isIP } from 'node:net';

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** Why an issuer address cannot be used, or null when it can. */
export function issuerUrlProblem(issuerUrl: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(issuerUrl);
  } catch {
    return 'the issuer must be an absolute https:// address';
  }
  if (url.username || url.password) return 'the issuer address must not carry a user name or password';
  if (url.search || url.hash) return 'the issuer address must not have a query or fragment';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) {
    return production ? 'the issuer must use https:// in production' : null;
  }
  return 'the issuer must use https:// (plain http:// only for a provider on this machine, outside production)';
}
