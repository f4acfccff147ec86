/**
 * Paged lists, as spec section 3's employee and two-factor lists answer them: a query with `page`,
 * `per_page`, `search`, `sort_by` and filters written `filter[name]`, and an answer with `data`, `last_page`,
 * `per_page`, `total` and the `filters` in force. Every list endpoint builds its pair from these two, so they
 * read and answer alike.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';

/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export type FilterKey<Name extends string> = `filter[${Name}]`;

/**
 * The query of a paged list. `sortBy` lists the columns a client may sort by; `-name` sorts by `name`
 * descending. Each filter is a schema for its value, read from `filter[name]`.
 */
export function pagedQuerySchema<
  const SortBy extends string,
  Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(options: { sortBy: readonly [SortBy, ...SortBy[]]; filters?: Filters }) {
  const sortValues = options.sortBy.flatMap((name) => [name, `-${name}`]) as [
    SortBy | `-${SortBy}`,
    ...(SortBy | `-${SortBy}`)[],
  ];
  const filterShape = Object.fromEntries(
    Object.entries(options.filters ?? {}).map(([name, schema]) => [`filter[${name}]`, schema.optional()]),
  ) as { [Name in keyof Filters & string as FilterKey<Name>]: z.ZodOptional<Filters[Name]> };
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    search: z.string().trim().max(100).optional(),
    sort_by: z.enum(sortValues).optional(),
    ...filterShape,
  });
}

/** A page of `item`, with the filters the server applied (named as in the query, without `filter[...]`). */
export function pagedResponseSchema<
  Item extends z.ZodType,
  Filters extends z.ZodType = z.ZodRecord<z.ZodString, z.ZodUnknown>,
>(item: Item, filters?: Filters) {
  return z.object({
    data: z.array(item),
    last_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    filters: (filters ?? z.record(z.string(), z.unknown())) as Filters,
  });
}

export interface PageRequest {
  page: number;
  per_page: number;
}

export interface Page<Item> {
  data: Item[];
  last_page: number;
  per_page: number;
  total: number;
}

/** The page numbers of a list of `total` rows: at least one page, even when empty. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
