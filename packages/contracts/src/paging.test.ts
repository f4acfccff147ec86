import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import { lastPage, MAX_PAGE_SIZE, pagedQuerySchema, pagedResponseSchema } from './paging.ts';

const query = pagedQuerySchema({
  sortBy: ['surname', 'email'],
  filters: { person_activated: z.enum(['0', '1']) },
});

describe('paged lists', () => {
  it('read a query string: page, per_page, search, sort_by and filter[name]', () => {
    expect(
      query.parse({
        page: '3',
        per_page: '25',
        search: ' morgan ',
        sort_by: '-surname',
        'filter[person_activated]': '1',
      }),
    ).toEqual({
      page: 3,
      per_page: 25,
      search: 'morgan',
      sort_by: '-surname',
      'filter[person_activated]': '1',
    });
  });

  it('default to the first page of the spec page size, and refuse what a list does not offer', () => {
    expect(query.parse({})).toEqual({ page: 1, per_page: DEFAULT_PAGE_SIZE });
    expect(query.safeParse({ sort_by: 'salary' }).success).toBe(false);
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ per_page: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(query.safeParse({ 'filter[person_activated]': 'yes' }).success).toBe(false);
  });

  it('answer data, last_page, per_page, total and filters', () => {
    const response = pagedResponseSchema(z.object({ id: z.string() }));
    const page = { data: [{ id: 'a' }], last_page: 1, per_page: 10, total: 1, filters: {} };
    expect(response.parse(page)).toEqual(page);
    expect(response.safeParse({ ...page, last_page: 0 }).success).toBe(false);
  });

  it('count at least one page', () => {
    expect([0, 1, 10, 11, 20, 21].map((total) => lastPage(total, 10))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
