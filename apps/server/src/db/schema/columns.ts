import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL bytea as a Buffer: pg answers one, kept as it is rather than copied (a report's chunks are a
 * megabyte each).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
