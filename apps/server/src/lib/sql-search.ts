import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '../db/search-fold.ts';
import { users } from '../db/schema/index.ts';

/** `%` and `_` in what a person types are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users whose name, e-mail or employee number contains `search`, in any case and with or without accents
 * (the folded `search_text`, trigram-indexed); undefined (no condition) for an empty search.
 */
export function userNameOrEmailMatches(search: string): SQL | undefined {
  if (search === '') return undefined;
  return sql`${users.searchText} like ${likePattern(foldForSearch(search))}`;
}
