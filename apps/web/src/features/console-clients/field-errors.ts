/** The server's messages by field (`{ errors: { slug: '...' } }`), or null when the refusal names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = (error as { body?: unknown } | undefined)?.body as { errors?: unknown } | undefined;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
