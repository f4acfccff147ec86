import { fieldErrors } from '../../lib/field-errors.ts';

/**
 * A refusal's problems by the document's path (`fields.0.maximum`): the request validation's `body.` prefix
 * goes; a problem with no path (`body`) is the form's.
 */
export function problemsByPath(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(body))) {
    problems[path.replace(/^body\.?/, '') || 'form'] ??= message;
  }
  return problems;
}

/** The id of the input that edits the document's `path`, so that a problem is shown by it and focuses it. */
export const inputIdOf = (prefix: string, path: string) => `${prefix}-${path.replaceAll('.', '-')}`;

/** What was typed in a number's field: a number when it reads as one, else the text, for the server to refuse by the field. */
export function numberOrText(typed: string): number | string {
  const trimmed = typed.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed;
}
