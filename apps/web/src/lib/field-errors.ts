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
