import { fieldErrors } from '../../lib/field-errors.ts';

/** A refusal's problems by the form's field names: the request validation's `body.opensOn` loses its prefix. */
export function problemsByField(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(body))) {
    problems[path.replace(/^body\.?/, '') || 'form'] ??= message;
  }
  return problems;
}

export type DateField = 'opensOn' | 'closesOn';
export const DATE_FIELDS: readonly DateField[] = ['opensOn', 'closesOn'];
