import { or, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';

/** `%` and `_` in what a person types are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users whose full name or e-mail contains `search`, in any case; undefined (no condition) for an empty search. */
export function userNameOrEmailMatches(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = likePattern(search);
  return or(
    sql`(${users.firstName} || ' ' || ${users.surname}) ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
  );
}
