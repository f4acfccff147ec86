import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schemes, users } from '../../db/schema/index.ts';

export async function isSchemeOfTenant(db: Database, clientId: string, schemeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schemes.id })
    .from(schemes)
    .where(and(eq(schemes.id, schemeId), eq(schemes.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

export interface MagicLinkPerson {
  id: string;
  email: string;
  firstName: string;
  surname: string;
  activatedAt: Date | null;
}

/** A person of the tenant with the given type. */
export async function findTenantPerson(
  db: Database,
  clientId: string,
  userId: string,
  userType: 'employee' | 'employer',
): Promise<MagicLinkPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), eq(users.userType, userType)))
    .limit(1);
  return row ?? null;
}
