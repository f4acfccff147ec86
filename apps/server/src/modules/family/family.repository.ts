/** Reads and writes of family members and the covers that name them. Every query is scoped by `client_id`. */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefitGroups,
  benefitPlans,
  benefits,
  familyMembers,
  selectionPeopleCovered,
  selections,
  type FamilyMemberRow,
} from '../../db/schema/index.ts';

type Owner = { clientId: string; userId: string };
export type FamilyMemberValues = Pick<
  FamilyMemberRow,
  | 'title'
  | 'firstName'
  | 'surname'
  | 'sex'
  | 'relationship'
  | 'dateOfBirth'
  | 'fullTimeEducationEndDate'
  | 'registeredDisabled'
>;

const ownedBy = ({ clientId, userId }: Owner) =>
  and(eq(familyMembers.clientId, clientId), eq(familyMembers.userId, userId));

/** The employee's active members, partner first, then dependants oldest first. */
export function activeFamilyOf(db: Database, owner: Owner): Promise<FamilyMemberRow[]> {
  return db
    .select()
    .from(familyMembers)
    .where(and(ownedBy(owner), eq(familyMembers.active, true)))
    .orderBy(desc(familyMembers.relationship), asc(familyMembers.dateOfBirth));
}

/** One of the employee's active members; null for anyone else's, or a removed one. */
export async function activeMemberOf(
  db: Database,
  owner: Owner,
  id: string,
): Promise<FamilyMemberRow | null> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(ownedBy(owner), eq(familyMembers.id, id), eq(familyMembers.active, true)));
  return row ?? null;
}

/** Whether the employee has an active partner other than `exceptId`. */
export async function hasOtherPartner(db: Database, owner: Owner, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(
      and(
        ownedBy(owner),
        eq(familyMembers.relationship, 'partner'),
        eq(familyMembers.active, true),
        ...(exceptId ? [ne(familyMembers.id, exceptId)] : []),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the employee already lists this person: the same relationship, names (any case) and date of birth. */
export async function listedAlready(
  db: Database,
  owner: Owner,
  person: Pick<FamilyMemberValues, 'relationship' | 'firstName' | 'surname' | 'dateOfBirth'>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(
      and(
        ownedBy(owner),
        eq(familyMembers.active, true),
        eq(familyMembers.relationship, person.relationship),
        eq(familyMembers.dateOfBirth, person.dateOfBirth),
        sql`lower(${familyMembers.firstName}) = lower(${person.firstName})`,
        sql`lower(${familyMembers.surname}) = lower(${person.surname})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMember(db: Database, owner: Owner, values: FamilyMemberValues, now: Date) {
  const [row] = await db
    .insert(familyMembers)
    .values({ ...owner, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateMember(
  db: Database,
  owner: Owner,
  id: string,
  values: Partial<FamilyMemberValues> & { active?: boolean },
  now: Date,
) {
  const [row] = await db
    .update(familyMembers)
    .set({ ...values, updatedAt: now })
    .where(and(ownedBy(owner), eq(familyMembers.id, id), eq(familyMembers.active, true)))
    .returning();
  return row ?? null;
}

const LIVE_COVER = ['temporary', 'pending', 'approved'] as const;

/** The live selections (being set up, awaiting approval or approved) that cover a member. */
export function selectionsCovering(db: Database, clientId: string, memberId: string) {
  return db
    .select({ selectionId: selections.id, benefitId: selections.benefitId, benefitName: benefits.name })
    .from(selectionPeopleCovered)
    .innerJoin(selections, eq(selections.id, selectionPeopleCovered.selectionId))
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(
      and(
        eq(selectionPeopleCovered.familyMemberId, memberId),
        eq(selections.clientId, clientId),
        isNull(selections.supersededAt),
        inArray(selections.status, [...LIVE_COVER]),
      ),
    )
    .orderBy(asc(benefits.name));
}

/** The employee's covers of a scheme year: approved, or awaiting approval. */
export function coversOf(db: Database, owner: Owner, schemeId: string) {
  return db
    .select({
      selectionId: selections.id,
      benefitId: selections.benefitId,
      benefitName: benefits.name,
      groupName: benefitGroups.name,
      planName: benefitPlans.name,
      status: selections.status,
      startDate: selections.startDate,
      endDate: selections.endDate,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .leftJoin(benefitPlans, eq(benefitPlans.id, selections.planId))
    .where(
      and(
        eq(selections.clientId, owner.clientId),
        eq(selections.userId, owner.userId),
        eq(selections.schemeId, schemeId),
        isNull(selections.supersededAt),
        inArray(selections.status, ['approved', 'pending']),
      ),
    )
    .orderBy(asc(benefits.displayOrder), asc(benefits.name));
}
