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

/** Whether any string in `value` (a key or a value) holds a NUL character; allocates nothing. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return false;
  for (const key in value) {
    if (key.includes('\0') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Requests without a NUL (all but an attacker's) are checked by the route's schema alone: piping every request
 * through the NUL check first cost a tenth of the cost quote's CPU (issue 34's profile).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const plain = zodValidatorCompiler(route);
  const naming = zodValidatorCompiler({ ...route, schema: noNulCharacters.pipe(route.schema) });
  return (data) => (holdsNul(data) ? naming(data) : plain(data));
};
