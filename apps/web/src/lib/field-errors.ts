/** A refusal's problems by field (the server's `errors: [{ field, message }]`), keyed by the field's name or path. */
export function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  return Object.fromEntries(
    (errors as { field?: unknown; message?: unknown }[])
      .filter((problem) => typeof problem.field === 'string' && typeof problem.message === 'string')
      .map((problem) => [problem.field as string, problem.message as string]),
  );
}

/** The console's own refusals by field (`{ errors: { slug: '...' } }`), or null when the refusal names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const body = (error as { body?: unknown } | undefined)?.body as { errors?: unknown } | undefined;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
