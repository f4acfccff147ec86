/**
 * What each row of an upload would change (the preview's list and the eligibility-impact variant): the fields
 * of the person's record, and the benefits they would gain or lose with the selections that would end, from the
 * pure rules of packages/benefits (roster-impact.ts) and the person's live selections, read a batch at a time.
 */
import {
  eligibilityChange,
  rosterChanges,
  type EmployeeRecord,
  type IsoDate,
  type OfferedBenefit,
  type RosterChange,
  type RosterRecord,
} from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { RosterRowOutcome, StoredImpact } from '../../db/schema/index.ts';
import { liveSelections, type RosterPerson } from './uploads.repository.ts';

export interface NamedBenefit extends OfferedBenefit {
  name: string;
}

export interface RowToWeigh {
  outcome: RosterRowOutcome;
  record: RosterRecord;
  person: RosterPerson | undefined;
}

export interface RowEffect {
  changes: RosterChange[] | null;
  impact: StoredImpact | null;
}

/** The person as eligibility reads them; null without an HR record. */
function recordOf(person: RosterPerson): EmployeeRecord | null {
  if (!person.startDate || !person.contractType || person.weeklyHours === null) return null;
  return {
    employmentStatus: person.employmentStatus,
    startDate: person.startDate,
    probationEndDate: person.probationEndDate,
    contractType: person.contractType,
    weeklyHours: person.weeklyHours,
    dateOfBirth: person.dateOfBirth,
    leaveDate: person.leaveDate,
  };
}

/** Each row's effect, in the order given; unchanged rows have none. */
export async function rowEffects(
  db: Database,
  clientId: string,
  rows: readonly RowToWeigh[],
  offered: readonly NamedBenefit[],
  today: IsoDate,
): Promise<RowEffect[]> {
  const people = rows.flatMap((row) => (row.person && row.outcome !== 'unchanged' ? [row.person.id] : []));
  const heldBy = new Map<string, Awaited<ReturnType<typeof liveSelections>>>();
  for (const held of await liveSelections(db, clientId, people, today)) {
    heldBy.set(held.userId, [...(heldBy.get(held.userId) ?? []), held]);
  }
  const nameOf = new Map(offered.map((benefit) => [benefit.id, benefit.name]));
  return rows.map(({ outcome, record, person }) => {
    if (outcome === 'unchanged' || outcome === 'invalid') return { changes: null, impact: null };
    const before = person ? recordOf(person) : null;
    const theirs = (person && heldBy.get(person.id)) || [];
    const after: EmployeeRecord = { ...record, employmentStatus: person?.employmentStatus ?? 'active' };
    const { gained, lost } = eligibilityChange(before, after, offered, today, (benefitId) =>
      theirs.some((selection) => selection.benefitId === benefitId),
    );
    const ending = theirs
      .filter((selection) => lost.includes(selection.benefitId))
      .map(({ benefitName, status }) => ({ benefitName, status }));
    const impact =
      gained.length + lost.length + ending.length > 0
        ? { gained: gained.map((id) => nameOf.get(id)!), lost: lost.map((id) => nameOf.get(id)!), ending }
        : null;
    return { changes: person ? rosterChanges(person as Partial<RosterRecord>, record) : null, impact };
  });
}
