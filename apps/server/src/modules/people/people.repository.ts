import type { EmployerPermission } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type EmploymentStatus, type UserType } from '../../db/schema/index.ts';

/** A person as every signed-in request may need them: who they are, their choices and permissions. */
export interface SignedInUser {
  id: string;
  clientId: string | null;
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  employmentStatus: EmploymentStatus;
  termsRevisionAccepted: number | null;
  firstLogin: boolean;
  twoFactorEnabled: boolean;
  /** The chosen avatar's value (avatar_options.value), or null. */
  avatar: string | null;
  /** An employer's permissions (approver, reports, uploads, settings). */
  permissions: EmployerPermission[];
}

export async function findSignedInUser(db: Database, userId: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      userType: users.userType,
      employmentStatus: users.employmentStatus,
      termsRevisionAccepted: users.termsRevisionAccepted,
      firstLogin: users.firstLogin,
      avatar: users.avatar,
      permissions: users.permissions,
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
