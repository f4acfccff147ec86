import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL bytea as a Buffer on both drivers. pg and our PGlite (db/pglite-bytea.ts) answer a Buffer, kept
 * as it is rather than copied (a report's chunks are a megabyte each); a bare PGlite answers a Uint8Array.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
