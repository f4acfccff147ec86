import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clients,
  content,
  schemes,
  users,
  type EmploymentStatus,
  type UserType,
} from '../../db/schema/index.ts';

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
      twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface CurrentScheme {
  id: string;
  year: number;
  startsOn: string;
  endsOn: string;
}

/** What a session needs to know of its tenant beyond the client row and theme. */
export interface TenantSessionFacts {
  currentTermsRevision: number | null;
  scheme: CurrentScheme | null;
  twoFactorEnforced: boolean;
}

/** The tenant's current terms revision (its highest, from the unique index) and current scheme year. */
export async function findTenantSessionFacts(db: Database, tenantId: string): Promise<TenantSessionFacts> {
  const termsRevision = sql<
    number | null
  >`(select max(${content.revision}) from ${content} where ${content.clientId} = ${tenantId} and ${content.type} = 'terms')`;
  const [row] = await db
    .select({
      currentTermsRevision: termsRevision,
      twoFactorPolicy: clients.twoFactorPolicy,
      scheme: { id: schemes.id, year: schemes.year, startsOn: schemes.startsOn, endsOn: schemes.endsOn },
    })
    .from(clients)
    .leftJoin(schemes, and(eq(schemes.clientId, clients.id), eq(schemes.isCurrent, true)))
    .where(eq(clients.id, tenantId))
    .limit(1);
  return {
    currentTermsRevision: row?.currentTermsRevision ?? null,
    scheme: row?.scheme ?? null,
    twoFactorEnforced: row?.twoFactorPolicy === 'enforced',
  };
}

/** Records the user's acceptance of a terms revision; false when no such user is in the tenant. */
export async function acceptTermsRevision(
  db: Database,
  tenantId: string,
  userId: string,
  revision: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ termsRevisionAccepted: revision, termsAcceptedAt: at })
    .where(and(eq(users.id, userId), eq(users.clientId, tenantId)))
    .returning({ id: users.id });
  return rows.length === 1;
}
