import type { ConsoleClientSummary } from '@portal/contracts';
import type { ClientListRow } from './console-clients.repository.ts';

export function presentClientSummary(row: ClientListRow): ConsoleClientSummary {
  return {
    slug: row.slug,
    name: row.name,
    people: row.people,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
