import type { EmployerPermission } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listAvatarOptions, tenantHasFaqs } from '../content/index.ts';
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

export interface CurrentScheme {
  id: string;
  year: number;
  startsOn: string;
  endsOn: string;
}

/** The tenant's scheme of a year (a masquerade session acts in the year it names). */
export async function findSchemeOfYear(
  db: Database,
  tenantId: string,
  year: number,
): Promise<CurrentScheme | null> {
  const [row] = await db
    .select({ id: schemes.id, year: schemes.year, startsOn: schemes.startsOn, endsOn: schemes.endsOn })
    .from(schemes)
    .where(and(eq(schemes.clientId, tenantId), eq(schemes.year, year)))
    .limit(1);
  return row ?? null;
}

/** One avatar of the tenant's set; `imageName` is one of the tenant's stored assets. */
export interface TenantAvatar {
  value: string;
  label: string;
  imageName: string;
}

/** What a session needs to know of its tenant beyond the client row and theme. */
export interface TenantSessionFacts {
  currentTermsRevision: number | null;
  scheme: CurrentScheme | null;
  twoFactorEnforced: boolean;
  /** The tenant publishes at least one FAQ. */
  hasFaqs: boolean;
  /** The tenant's avatar set, in order. */
  avatarOptions: TenantAvatar[];
}

/** The tenant's current terms revision (its highest, from the unique index), current scheme year and content facts. */
export async function findTenantSessionFacts(db: Database, tenantId: string): Promise<TenantSessionFacts> {
  const termsRevision = sql<
    number | null
  >`(select max(${content.revision}) from ${content} where ${content.clientId} = ${tenantId} and ${content.type} = 'terms')`;
  const [[row], hasFaqs, avatars] = await Promise.all([
    db
      .select({
        currentTermsRevision: termsRevision,
        twoFactorPolicy: clients.twoFactorPolicy,
        scheme: { id: schemes.id, year: schemes.year, startsOn: schemes.startsOn, endsOn: schemes.endsOn },
      })
      .from(clients)
      .leftJoin(schemes, and(eq(schemes.clientId, clients.id), eq(schemes.isCurrent, true)))
      .where(eq(clients.id, tenantId))
      .limit(1),
    tenantHasFaqs(db, tenantId),
    listAvatarOptions(db, tenantId),
  ]);
  return {
    currentTermsRevision: row?.currentTermsRevision ?? null,
    scheme: row?.scheme ?? null,
    twoFactorEnforced: row?.twoFactorPolicy === 'enforced',
    hasFaqs,
    avatarOptions: avatars.map(({ value, label, imageName }) => ({ value, label, imageName })),
  };
}

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
