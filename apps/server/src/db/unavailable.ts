/**
 * Whether an error means the database cannot be reached just now (restarting after a crash, shutting down, the
 * socket gone) rather than that a statement failed: such requests answer 503 with Retry-After, and the pool
 * reconnects on its own once the server is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);
// admin_shutdown, crash_shutdown, cannot_connect_now; connection_exception and its kinds.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /not queryable/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
