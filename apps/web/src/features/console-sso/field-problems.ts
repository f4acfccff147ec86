import { fieldErrors } from '../../lib/field-errors.ts';

/**
 * A refusal's problems by the form's field names: the request validation's paths (`body.emailDomains.0`) lose
 * their prefix and index; a problem with no field (`body`) is the form's.
 */
export function problemsByField(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(body))) {
    const field = path.replace(/^body\.?/, '').replace(/\.\d+$/, '') || 'form';
    problems[field] ??= message;
  }
  return problems;
}

/** The e-mail domains typed in one field, separated by commas or spaces. */
export const domainsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
