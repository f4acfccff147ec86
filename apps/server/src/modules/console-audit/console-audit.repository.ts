/** Audit events as the console reads them: each with its client and actor, filtered, newest first. */
import type { ConsoleAuditQuery } from '@portal/contracts';
import { and, count, desc, eq, gte, ilike, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents, clients, users } from '../../db/schema/index.ts';
import type { PagedSource } from '../../lib/paging.ts';
import { likePattern } from '../../lib/sql-search.ts';

export interface AuditRow {
  id: string;
  createdAt: Date;
  type: string;
  clientSlug: string | null;
  clientName: string | null;
  actorName: string | null;
  actorEmail: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
}

type Filters = Pick<
  ConsoleAuditQuery,
  'filter[client]' | 'filter[actor]' | 'filter[kind]' | 'filter[from]' | 'filter[to]'
>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/**
 * An employer's view: their client's events only, and of those not the platform administrators' own
 * sign-ins and sessions (an administrator's console changes and masquerades there are about the client).
 */
function ofClient(clientId: string): SQL | undefined {
  return and(
    eq(auditEvents.clientId, clientId),
    or(
      sql`${users.userType} is null`,
      ne(users.userType, 'admin'),
      like(auditEvents.type, 'console.%'),
      like(auditEvents.type, 'masquerade.%'),
    ),
  );
}

function conditions(query: Filters, clientId?: string): SQL | undefined {
  const kind = query['filter[kind]'];
  return and(
    clientId ? ofClient(clientId) : undefined,
    query['filter[client]'] ? eq(clients.slug, query['filter[client]'].toLowerCase()) : undefined,
    query['filter[actor]'] ? ilike(users.email, likePattern(query['filter[actor]'])) : undefined,
    // `console.` finds every console change; `login.failed` just that kind.
    kind
      ? kind.endsWith('.')
        ? like(auditEvents.type, `${kind.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditEvents.type, kind)
      : undefined,
    query['filter[from]']
      ? gte(auditEvents.createdAt, new Date(`${query['filter[from]']}T00:00:00Z`))
      : undefined,
    query['filter[to]'] ? lt(auditEvents.createdAt, nextDay(query['filter[to]'])) : undefined,
  );
}

const columns = {
  id: auditEvents.id,
  createdAt: auditEvents.createdAt,
  type: auditEvents.type,
  clientSlug: clients.slug,
  clientName: clients.name,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
  actorEmail: users.email,
  detail: auditEvents.detail,
  ip: auditEvents.ip,
};

/** The events a query asks for; with `clientId`, only what that client's employers may read. */
export function auditSource(
  db: Database,
  query: Filters & Pick<ConsoleAuditQuery, 'sort_by'>,
  clientId?: string,
): PagedSource<AuditRow> {
  const where = conditions(query, clientId);
  const order =
    query.sort_by === 'created_at'
      ? [auditEvents.createdAt, auditEvents.id]
      : [desc(auditEvents.createdAt), desc(auditEvents.id)];
  return {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(auditEvents)
          .leftJoin(clients, eq(clients.id, auditEvents.clientId))
          .leftJoin(users, eq(users.id, auditEvents.userId))
          .where(where)
      )[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select(columns)
        .from(auditEvents)
        .leftJoin(clients, eq(clients.id, auditEvents.clientId))
        .leftJoin(users, eq(users.id, auditEvents.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  };
}
