/**
 * The first line of an error's message, shortened: enough to diagnose, and never what an error lists on later
 * lines (a database error's parameters, which may carry a person's data or a single-use link).
 */
export function errorReason(error: unknown, maxLength = 500): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n', 1)[0] ?? '').slice(0, maxLength);
}
