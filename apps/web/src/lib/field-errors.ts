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

/**
 * A refusal's problems by where they are, as a form names its fields: the request validation's `body.` prefix goes
 * (`body.fields.0.maximum` is `fields.0.maximum`), `fieldOf` may name the field further (a list's entries are one
 * field), and a problem with no path (`body`) is the form's. A field's first problem wins.
 */
export function problemsByPath(
  body: unknown,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(body))) {
    problems[fieldOf(path.replace(/^body\.?/, '')) || 'form'] ??= message;
  }
  return problems;
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

/**
 * A refusal as a form shows it: each problem by its field, and the form's own line, `checkFields` when one of the
 * form's `fields` is named (the problems are by the fields) or else `failed` (what went wrong, said once).
 */
export function withFormProblem(
  problems: Record<string, string>,
  fields: readonly string[],
  checkFields: string,
  failed: string,
): Record<string, string> {
  return { ...problems, form: fields.some((field) => problems[field]) ? checkFields : failed };
}
