/**
 * Family members (BENEFITS.md, Family members and life events): who an employee's cover can protect, and the
 * rules a member must meet. Pure, shared by the server (which enforces them) and the web form (which explains
 * them before sending).
 */
import { addDays, addMonths, ageOn, type IsoDate } from './dates.ts';

export type FamilyRelationship = 'partner' | 'dependant';

/** A dependant is covered until their 18th birthday, longer while in full-time education. */
export const DEPENDANT_COVER_AGE = 18;
/** From this age a dependant's full-time education end date is asked for. */
export const EDUCATION_QUESTION_AGE = 16;
/** The oldest date of birth accepted, in years before today. */
export const OLDEST_FAMILY_MEMBER_YEARS = 120;

export interface CoverableMember {
  relationship: FamilyRelationship;
  dateOfBirth: IsoDate;
  fullTimeEducationEndDate: IsoDate | null;
  registeredDisabled: boolean;
}

/** A dependant over 16 must say when full-time education ends (spec: 'Full time education is required'). */
export function needsEducationEndDate(
  member: Pick<CoverableMember, 'relationship' | 'dateOfBirth'>,
  today: IsoDate,
): boolean {
  return member.relationship === 'dependant' && ageOn(member.dateOfBirth, today) >= EDUCATION_QUESTION_AGE;
}

/**
 * The last day a member can be covered: null for no limit (a partner, a registered disabled dependant), else
 * the day before the 18th birthday, or the end of full-time education when that is later.
 */
export function coverEndsOn(member: CoverableMember): IsoDate | null {
  if (member.relationship === 'partner' || member.registeredDisabled) return null;
  const lastChildDay = addDays(addMonths(member.dateOfBirth, DEPENDANT_COVER_AGE * 12), -1);
  const education = member.fullTimeEducationEndDate;
  return education && education > lastChildDay ? education : lastChildDay;
}

/** A dependant no longer covered by age (flagged on the selections that still name them). */
export function agedOutOfCover(member: CoverableMember, today: IsoDate): boolean {
  const endsOn = coverEndsOn(member);
  return endsOn !== null && today > endsOn;
}

export type DateOfBirthProblem = 'future' | 'too-old';

/** A date of birth in the future, or more than 120 years ago, is refused. */
export function familyDateOfBirthProblem(dateOfBirth: IsoDate, today: IsoDate): DateOfBirthProblem | null {
  if (dateOfBirth > today) return 'future';
  if (dateOfBirth < addMonths(today, -OLDEST_FAMILY_MEMBER_YEARS * 12)) return 'too-old';
  return null;
}
