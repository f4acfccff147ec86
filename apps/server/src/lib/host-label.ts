/**
 * Which tenant a host names (architecture section 6): the first label of the host, lower-cased.
 * `localhost` and IP addresses mean the default client. Anything odd names no tenant; it is never an error.
 */
import { isIP } from 'node:net';

const MAX_HOST_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `host` may carry a port (`demo.localhost:3000`, `[::1]:3000`). Returns the client slug, or null. */
export function tenantSlugFromHost(host: string | undefined, defaultClient: string): string | null {
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const name = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  // Only hex digits, dots and colons can make an address; isIP is slow for the common case of a name.
  if (/^[\da-f.:]+$/.test(name) && isIP(name) !== 0) return defaultClient;
  const label = name.split('.', 1)[0] ?? '';
  if (label === 'localhost') return defaultClient;
  return LABEL.test(label) ? label : null;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    // [IPv6] or [IPv6]:port
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(1, end);
  }
  // A bare IPv6 address has several colons; a name with a port has exactly one.
  const colon = host.indexOf(':');
  if (colon !== -1 && colon === host.lastIndexOf(':')) return host.slice(0, colon);
  return host;
}
