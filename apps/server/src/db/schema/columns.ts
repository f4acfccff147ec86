import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer on both drivers (PGlite answers Uint8Array, pg answers Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
