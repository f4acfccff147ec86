/**
 * What a roster upload would change for one person (BENEFITS.md, Employer side: Uploads): the fields of their
 * record that change, as the template writes them, and the eligibility-impact variant's benefits gained and
 * lost, judged on the day the change takes effect (a new starter's start date, a leaver's leave date, or
 * today), by the same criteria as take-up and the catalogue.
 */
import type { IsoDate } from './dates.ts';
import { eligibleCriteria, meetsCriteria } from './eligibility-criteria.ts';
import type { BenefitRules, EmployeeRecord } from './eligibility.ts';
import { ROSTER_COLUMNS, TAX_REGION_NAMES, type RosterRecord } from './roster-row.ts';

export interface RosterChange {
  /** The template's header of the field. */
  column: string;
  from: string;
  to: string;
}

/** The fields a row compares, keyed as the record holds them. */
type ComparedKey = Exclude<keyof RosterRecord, 'employeeNumber'>;
const HEADER_OF: Record<ComparedKey, string> = {
  ...(Object.fromEntries(
    ROSTER_COLUMNS.filter((column) => column.key !== 'employeeNumber').map((column) => [
      column.key === 'salary' ? 'salaryPence' : column.key,
      column.header,
    ]),
  ) as Record<ComparedKey, string>),
};

/** A record's value as the template writes it: dates dd/mm/yyyy, pounds, the tax region's name; blank for none. */
export function rosterText(key: ComparedKey, value: RosterRecord[ComparedKey] | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (key === 'salaryPence') return String(Number(value) / 100);
  if (key === 'taxRegion') return TAX_REGION_NAMES[value as RosterRecord['taxRegion']] ?? String(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return value.split('-').reverse().join('/');
  return String(value);
}

/** The fields whose value the row changes, in the template's order. */
export function rosterChanges(before: Partial<RosterRecord>, after: RosterRecord): RosterChange[] {
  return (Object.keys(HEADER_OF) as ComparedKey[]).flatMap((key) => {
    const from = rosterText(key, before[key]);
    const to = rosterText(key, after[key]);
    return from === to ? [] : [{ column: HEADER_OF[key], from, to }];
  });
}

export interface OfferedBenefit extends BenefitRules {
  id: number;
}

export interface EligibilityChange {
  gained: number[];
  lost: number[];
}

/** The day a record's change takes effect: the later of today, its start date and its leave date. */
export function takesEffectOn(
  after: Pick<EmployeeRecord, 'startDate' | 'leaveDate'>,
  today: IsoDate,
): IsoDate {
  return [today, after.startDate, after.leaveDate ?? today].reduce((latest, date) =>
    date > latest ? date : latest,
  );
}

/**
 * The benefits a person could have today (`before`, null for a new starter) against those they could have once
 * the row's record takes effect. `isMember` says whether they hold a benefit now (a benefit closed to new
 * members stays theirs while they remain eligible otherwise).
 */
export function eligibilityChange(
  before: EmployeeRecord | null,
  after: EmployeeRecord,
  offered: readonly OfferedBenefit[],
  today: IsoDate,
  isMember: (benefitId: number) => boolean,
): EligibilityChange {
  const effective = takesEffectOn(after, today);
  const change: EligibilityChange = { gained: [], lost: [] };
  for (const benefit of offered) {
    const context = { isMember: isMember(benefit.id) };
    const was = before !== null && meetsCriteria(before, eligibleCriteria(benefit, today), context);
    const will = meetsCriteria(after, eligibleCriteria(benefit, effective), context);
    if (will && !was) change.gained.push(benefit.id);
    if (was && !will) change.lost.push(benefit.id);
  }
  return change;
}
