/**
 * The validator of every route: the route's zod schema, after one check that every route needs and no schema
 * should have to repeat: no string in the body, query or path may hold a NUL character, which PostgreSQL text
 * cannot store. Such a request is refused at validation (400 naming the field) instead of failing in the
 * database with a 500, and so before any handler counts it against a rate limit.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

export const NUL_CHARACTER_MESSAGE = 'Contains a NUL character, which text cannot hold';

const MAX_DEPTH = 32;

/** The paths of the strings in `value` that hold a NUL character. */
export function pathsWithNul(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []) {
  if (typeof value === 'string') {
    if (value.includes('\0')) found.push(path);
  } else if (typeof value === 'object' && value !== null && path.length < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) found.push([...path, key]);
      else pathsWithNul(item, [...path, key], found);
    }
  }
  return found;
}

export const noNulCharacters = z.unknown().superRefine((data, context) => {
  for (const path of pathsWithNul(data))
    context.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
});

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: noNulCharacters.pipe(route.schema) });
