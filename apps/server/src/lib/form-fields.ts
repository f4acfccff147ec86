/**
 * The text fields of a multipart form (a claim, a life event), checked as a route's body is: multipart parts do
 * not pass the route's validator, so the same NUL check (lib/request-validation.ts) runs here before the
 * form's schema. A refusal is 400 with the spec's message and the problems by field.
 */
import { CORRECT_ERRORS_MESSAGE } from '@portal/contracts';
import type { z, ZodType } from 'zod';
import { HttpError } from './http-error.ts';
import { noNulCharacters } from './request-validation.ts';

export function checkedFormFields<Schema extends ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const parsed = noNulCharacters.pipe(schema).safeParse(fields);
  if (parsed.success) return parsed.data as z.infer<Schema>;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, CORRECT_ERRORS_MESSAGE, errors);
}
