/**
 * The database's own error code (SQLSTATE) behind an error, wherever the driver's wrapper put it: drizzle throws
 * its own error with the driver's error in `cause`, so reading `error.code` alone misses every refusal and a
 * request answers 500 where a 409 or 400 was due. Every check of a database refusal goes through here.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** A SQLSTATE is five digits or capital letters; Node's own codes (ECONNRESET) are not. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ChainLink {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the errors in its `cause` chain, outermost first. */
function* causeChain(error: unknown): Generator<ChainLink> {
  let current = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as ChainLink;
    current = (current as ChainLink).cause;
  }
}

/** The SQLSTATE of the error or of the first error in its `cause` chain that has one; null if none does. */
export function databaseErrorCode(error: unknown): string | null {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return null;
}

// admin_shutdown, crash_shutdown, cannot_connect_now; connection_exception and its kinds.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
];

/**
 * Whether an error means the database cannot be reached just now (restarting after a crash, shutting down, the
 * socket gone) rather than that a statement failed: such requests answer 503 with Retry-After, and the pool
 * reconnects on its own once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_SQLSTATES.has(databaseErrorCode(error) ?? '')) return true;
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** A unique index refused the write (another request wrote the same thing first). */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === UNIQUE_VIOLATION;
