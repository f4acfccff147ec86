import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What a person may change of their own record (PATCH /api/user). */
export interface OwnUserChanges {
  termsRevisionAccepted?: number;
  termsAcceptedAt?: Date;
  firstLogin?: false;
  avatar?: string | null;
}

/**
 * Changes the signed-in person's own row: a user of the tenant, or a platform administrator (no client).
 * False when no such user exists any more.
 */
export async function updateOwnUser(
  db: Database,
  owner: { userId: string; homeClientId: string | null },
  changes: OwnUserChanges,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(changes)
    .where(
      and(
        eq(users.id, owner.userId),
        owner.homeClientId === null ? isNull(users.clientId) : eq(users.clientId, owner.homeClientId),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
