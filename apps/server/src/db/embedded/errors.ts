/** A problem with the embedded database a person can fix: told on one line, without a stack. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
