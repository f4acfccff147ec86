/** PostgreSQL's answer when a write meets a unique index (the same code from PGlite and PostgreSQL). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
