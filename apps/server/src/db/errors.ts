/**
 * The database's own error code (SQLSTATE) behind an error, wherever the driver's wrapper put it: drizzle throws
 * its own error with the driver's error in `cause`, so reading `error.code` alone misses every refusal and a
 * request answers 500 where a 409 or 400 was due. Every check of a database refusal goes through here.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** A SQLSTATE is five digits or capital letters; Node's own codes (ECONNRESET) are not. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of the error or of the first error in its `cause` chain that has one; null if none does. */
export function databaseErrorCode(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = cause;
  }
  return null;
}

/** A unique index refused the write (another request wrote the same thing first). */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === UNIQUE_VIOLATION;
