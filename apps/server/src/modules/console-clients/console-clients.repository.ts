/** The platform's clients as the console lists them; the platform's own record is never one of them. */
import type { ConsoleClientListQuery } from '@portal/contracts';
import { PLATFORM_HOST_LABEL } from '@portal/contracts';
import { and, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { orderOf, type PagedSource } from '../../lib/paging.ts';
import { likePattern } from '../../lib/sql-search.ts';

export interface ClientListRow {
  id: string;
  slug: string;
  name: string;
  people: number;
  createdAt: Date;
  archivedAt: Date | null;
}

// Written out: in a one-table select Drizzle leaves columns unqualified, which would compare users with users.
const people = sql<number>`(select count(*)::int from "users" as "u" where "u"."client_id" = "clients"."id")`;

const columns = {
  id: clients.id,
  slug: clients.slug,
  name: clients.name,
  people,
  createdAt: clients.createdAt,
  archivedAt: clients.archivedAt,
};

type ListQuery = Pick<ConsoleClientListQuery, 'search' | 'sort_by' | 'filter[status]'>;

function listConditions(query: ListQuery): SQL | undefined {
  const search = query.search?.trim() ?? '';
  const status = query['filter[status]'];
  return and(
    ne(clients.slug, PLATFORM_HOST_LABEL),
    search === ''
      ? undefined
      : or(ilike(clients.name, likePattern(search)), ilike(clients.slug, likePattern(search))),
    status === 'active'
      ? isNull(clients.archivedAt)
      : status === 'archived'
        ? isNotNull(clients.archivedAt)
        : undefined,
  );
}

export function clientList(db: Database, query: ListQuery): PagedSource<ClientListRow> {
  const where = listConditions(query);
  const order = orderOf(
    query.sort_by,
    { name: clients.name, slug: clients.slug, created_at: clients.createdAt },
    [sql`lower(${clients.name})`],
    clients.id,
  );
  return {
    count: async () => (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select(columns)
        .from(clients)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  };
}

export async function clientSummary(db: Database, id: string): Promise<ClientListRow | null> {
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, id)).limit(1);
  return row ?? null;
}
