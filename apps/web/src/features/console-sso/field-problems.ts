import { problemsByPath } from '../../lib/field-errors.ts';

/** A refusal's problems by the form's field names: every entry of a list (`emailDomains.0`) is its field's. */
export const problemsByField = (body: unknown) => problemsByPath(body, (path) => path.replace(/\.\d+$/, ''));

/** The e-mail domains typed in one field, separated by commas or spaces. */
export const domainsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
