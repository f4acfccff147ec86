/**
 * Eligibility as criteria on the HR record (BENEFITS.md, Eligibility): the same rules as `eligibilityOf`'s
 * "ineligible" reasons, written as bounds a database can count by (the employer's take-up counts who could have
 * each benefit over 100,000 people without loading them). `meetsCriteria` is the same test in code; the
 * property tests hold it to `eligibilityOf`.
 */
import { addMonths, type IsoDate } from './dates.ts';
import {
  needsChoice,
  type BenefitRules,
  type ContractType,
  type EligibilityContext,
  type EmployeeRecord,
} from './eligibility.ts';

export interface EligibleCriteria {
  /** Employment status active, started by this day, and no leave date on or before it. */
  today: IsoDate;
  /** Probation (if any) ended before today: benefits that wait for probation. */
  probationOver: boolean;
  /** Born on or before this day (the minimum age reached today); a record without a birth date passes. */
  bornOnOrBefore: IsoDate | null;
  /** Born after this day (not past the maximum age today); a record without a birth date passes. */
  bornAfter: IsoDate | null;
  contractTypes: readonly ContractType[] | null;
  minimumWeeklyHours: number | null;
  /** Closed to new members: only those who have it count. */
  membersOnly: boolean;
}

export function eligibleCriteria(benefit: BenefitRules, today: IsoDate): EligibleCriteria {
  const { rules } = benefit;
  return {
    today,
    probationOver: !(rules.duringProbation ?? !needsChoice(benefit.kind)),
    bornOnOrBefore: rules.minimumAge === undefined ? null : addMonths(today, -12 * rules.minimumAge),
    bornAfter: rules.maximumAge === undefined ? null : addMonths(today, -12 * (rules.maximumAge + 1)),
    contractTypes: rules.contractTypes ?? null,
    minimumWeeklyHours: rules.minimumWeeklyHours ?? null,
    membersOnly: rules.closedToNewMembers ?? false,
  };
}

export function meetsCriteria(
  employee: EmployeeRecord,
  criteria: EligibleCriteria,
  context: Pick<EligibilityContext, 'isMember'>,
): boolean {
  const { today } = criteria;
  const born = employee.dateOfBirth;
  return (
    employee.employmentStatus === 'active' &&
    employee.startDate <= today &&
    (employee.leaveDate === null || employee.leaveDate > today) &&
    (!criteria.probationOver || employee.probationEndDate === null || employee.probationEndDate < today) &&
    (criteria.bornOnOrBefore === null || born === null || born <= criteria.bornOnOrBefore) &&
    (criteria.bornAfter === null || born === null || born > criteria.bornAfter) &&
    (criteria.contractTypes === null || criteria.contractTypes.includes(employee.contractType)) &&
    (criteria.minimumWeeklyHours === null || employee.weeklyHours >= criteria.minimumWeeklyHours) &&
    (!criteria.membersOnly || context.isMember)
  );
}
