/** Reads and writes of selections, their people covered and their events. Every query is scoped by `client_id`. */
import { agedOutOfCover, type IsoDate } from '@portal/benefits';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofEmployee, preparedPerHandle } from '../../db/prepared.ts';
import {
  benefits,
  familyMembers,
  selectionEvents,
  selectionPeopleCovered,
  selections,
  users,
  type FamilyMemberRow,
  type NewSelectionRow,
  type SelectionRow,
} from '../../db/schema/index.ts';

export interface CoverablePerson {
  id: string;
  name: string;
  relationship: 'partner' | 'dependant';
  /** Flagged on the selections that still name a dependant past the age of cover. */
  agedOut: boolean;
}

const personColumns = {
  id: familyMembers.id,
  firstName: familyMembers.firstName,
  surname: familyMembers.surname,
  relationship: familyMembers.relationship,
  dateOfBirth: familyMembers.dateOfBirth,
  fullTimeEducationEndDate: familyMembers.fullTimeEducationEndDate,
  registeredDisabled: familyMembers.registeredDisabled,
};

function personOf(row: Pick<FamilyMemberRow, keyof typeof personColumns>, today: IsoDate): CoverablePerson {
  return {
    id: row.id,
    name: `${row.firstName} ${row.surname}`,
    relationship: row.relationship,
    agedOut: agedOutOfCover(row, today),
  };
}

const familyStatement = preparedPerHandle((db) =>
  db
    .select(personColumns)
    .from(familyMembers)
    .where(and(ofEmployee(familyMembers), eq(familyMembers.active, true)))
    .orderBy(desc(familyMembers.relationship), asc(familyMembers.dateOfBirth))
    .prepare('family_of'),
);

/** The employee's active family members, partner first. */
export async function familyOf(
  db: Database,
  clientId: string,
  userId: string,
  today: IsoDate,
): Promise<CoverablePerson[]> {
  const rows = await familyStatement(db).execute({ clientId, userId });
  return rows.map((row) => personOf(row, today));
}

/** Those a cover can be chosen for now (a dependant past the age of cover is left out). */
export const coveredNow = (people: CoverablePerson[]) => people.filter((person) => !person.agedOut);

/** The people each selection covers, by selection id (inactive members included: history keeps them). */
export async function peopleCoveredOf(
  db: Database,
  clientId: string,
  selectionIds: readonly string[],
  today: IsoDate,
): Promise<Map<string, CoverablePerson[]>> {
  const covered = new Map<string, CoverablePerson[]>();
  if (selectionIds.length === 0) return covered;
  const rows = await db
    .select({ selectionId: selectionPeopleCovered.selectionId, ...personColumns })
    .from(selectionPeopleCovered)
    .innerJoin(familyMembers, eq(familyMembers.id, selectionPeopleCovered.familyMemberId))
    .where(
      and(
        eq(familyMembers.clientId, clientId),
        inArray(selectionPeopleCovered.selectionId, [...selectionIds]),
      ),
    )
    .orderBy(desc(familyMembers.relationship), asc(familyMembers.dateOfBirth));
  for (const row of rows) {
    const list = covered.get(row.selectionId) ?? [];
    list.push(personOf(row, today));
    covered.set(row.selectionId, list);
  }
  return covered;
}

const peopleOfSelectionStatement = preparedPerHandle((db) =>
  db
    .select(personColumns)
    .from(selectionPeopleCovered)
    .innerJoin(familyMembers, eq(familyMembers.id, selectionPeopleCovered.familyMemberId))
    .where(
      and(
        eq(familyMembers.clientId, sql.placeholder('clientId')),
        eq(selectionPeopleCovered.selectionId, sql.placeholder('selectionId')),
      ),
    )
    .orderBy(desc(familyMembers.relationship), asc(familyMembers.dateOfBirth))
    .prepare('people_of_selection'),
);

/** The people one selection covers: peopleCoveredOf's answer for one id, as one prepared read (a save, a submit). */
export async function peopleOfSelection(
  db: Database,
  clientId: string,
  selectionId: string,
  today: IsoDate,
): Promise<CoverablePerson[]> {
  const rows = await peopleOfSelectionStatement(db).execute({ clientId, selectionId });
  return rows.map((row) => personOf(row, today));
}

const liveSelectionStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(selections)
    .where(
      and(ofEmployee(selections), eq(selections.id, sql.placeholder('id')), isNull(selections.supersededAt)),
    )
    .prepare('live_selection_of'),
);

/** A selection of the tenant's, live (not superseded), belonging to the employee. */
export async function liveSelectionOf(
  db: Database,
  clientId: string,
  userId: string,
  id: string,
): Promise<SelectionRow | null> {
  const [row] = await liveSelectionStatement(db).execute({ clientId, userId, id });
  return row ?? null;
}

export async function selectionRowsById(db: Database, clientId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(selections)
    .where(and(eq(selections.clientId, clientId), inArray(selections.id, [...ids])));
}

export async function insertSelection(db: Database, row: NewSelectionRow): Promise<SelectionRow> {
  const [inserted] = await db.insert(selections).values(row).returning();
  return inserted!;
}

/**
 * Writes a change to a live selection only if nobody else has since (its revision is still the one read);
 * null when another write came first, or when it is no longer live.
 */
export async function updateIfUnchanged(
  db: Database,
  key: { clientId: string; id: string; revision: number },
  changes: Partial<NewSelectionRow>,
): Promise<SelectionRow | null> {
  const [updated] = await db
    .update(selections)
    .set({ ...changes, revision: key.revision + 1, updatedAt: new Date() })
    .where(
      and(
        eq(selections.clientId, key.clientId),
        eq(selections.id, key.id),
        eq(selections.revision, key.revision),
        isNull(selections.supersededAt),
      ),
    )
    .returning();
  return updated ?? null;
}

/** Ends a version's life as the live one (a newer version replaced it). */
export async function supersede(
  db: Database,
  clientId: string,
  id: string,
  at: Date,
  endDate?: string | null,
): Promise<void> {
  await db
    .update(selections)
    .set({ supersededAt: at, updatedAt: at, ...(endDate !== undefined ? { endDate } : {}) })
    .where(and(eq(selections.clientId, clientId), eq(selections.id, id), isNull(selections.supersededAt)));
}

/** The people a version covers; `fresh` for a version just inserted, which has none to replace. */
export async function setPeopleCovered(
  db: Database,
  selectionId: string,
  people: readonly string[],
  options: { fresh?: boolean } = {},
) {
  if (!options.fresh) {
    await db.delete(selectionPeopleCovered).where(eq(selectionPeopleCovered.selectionId, selectionId));
  }
  if (people.length === 0) return;
  await db
    .insert(selectionPeopleCovered)
    .values(people.map((familyMemberId) => ({ selectionId, familyMemberId })));
}

export interface SelectionEvent {
  clientId: string;
  selectionId: string;
  actorId: string | null;
  actedAsEmployee: boolean;
  fromStatus: SelectionRow['status'] | null;
  toStatus: SelectionRow['status'];
  version: number;
  reason?: string | null;
  at: Date;
}

export async function recordEvent(db: Database, event: SelectionEvent): Promise<void> {
  await db.insert(selectionEvents).values(event);
}

/**
 * Every event of every version of the employee's selection of a benefit in a year, newest first. Two reads,
 * each on an index the planner cannot mistake (the employee's versions of the year, then their events): a join,
 * or the benefit in the first condition, let it scan the tenant's events or selections on stale statistics.
 */
export async function historyOf(
  db: Database,
  key: { clientId: string; userId: string; benefitId: number; schemeId: string },
) {
  const versions = (
    await db
      .select({ id: selections.id, benefitId: selections.benefitId })
      .from(selections)
      .where(
        and(
          eq(selections.clientId, key.clientId),
          eq(selections.userId, key.userId),
          eq(selections.schemeId, key.schemeId),
        ),
      )
  ).filter((version) => version.benefitId === key.benefitId);
  if (versions.length === 0) return [];
  return db
    .select({
      version: selectionEvents.version,
      fromStatus: selectionEvents.fromStatus,
      toStatus: selectionEvents.toStatus,
      at: selectionEvents.at,
      reason: selectionEvents.reason,
      actorId: selectionEvents.actorId,
      actedAsEmployee: selectionEvents.actedAsEmployee,
    })
    .from(selectionEvents)
    .where(
      and(
        eq(selectionEvents.clientId, key.clientId),
        inArray(
          selectionEvents.selectionId,
          versions.map((version) => version.id),
        ),
      ),
    )
    .orderBy(desc(selectionEvents.at), desc(selectionEvents.sequence));
}

/** Who a selection's e-mail goes to. */
export interface Recipient {
  email: string;
  firstName: string;
}

const recipientStatement = preparedPerHandle((db) =>
  db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, sql.placeholder('clientId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('recipient_of'),
);

/** The employee's name and address, for their confirmation e-mails (read by every submit: built once). */
export async function recipientOf(db: Database, clientId: string, userId: string): Promise<Recipient | null> {
  const [row] = await recipientStatement(db).execute({ clientId, userId });
  return row ?? null;
}

export async function benefitNameOf(db: Database, clientId: string, benefitId: number) {
  const [row] = await db
    .select({ name: benefits.name })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  return row?.name ?? null;
}
