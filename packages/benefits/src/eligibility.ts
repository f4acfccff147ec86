/**
 * Eligibility (BENEFITS.md): whether an employee may have a benefit, and whether they may choose it now. Worked
 * out from the employee's HR record, the benefit's kind and rules and the scheme year, never from anything the
 * browser says. A no always names its reasons, each with the facts a person needs (see reasons.ts).
 */
import { addDays, ageOn, addMonths, type IsoDate } from './dates.ts';
import {
  coversGroup,
  isWithin,
  nextWindowAfter,
  openWindowOn,
  type EnrolmentWindow,
  type SchemeYear,
} from './scheme-year.ts';
import { DEFAULT_NEW_JOINER_WINDOW_DAYS, newJoinerWindowDaysOn } from './payroll-schedule.ts';

export const BENEFIT_KINDS = [
  'salary-sacrifice',
  'flexible',
  'employer-paid',
  'voucher',
  'discount',
] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];
export const EMPLOYMENT_STATUSES = ['active', 'inactive', 'left'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const CONTRACT_TYPES = ['permanent', 'fixed-term', 'casual'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Days a new employee may choose benefits once they are open to them, outside any enrolment window, by default:
 * each scheme year may set its own (payroll-schedule.ts).
 */
export const NEW_JOINER_WINDOW_DAYS = DEFAULT_NEW_JOINER_WINDOW_DAYS;

/** What eligibility reads of the employee's HR record. */
export interface EmployeeRecord {
  employmentStatus: EmploymentStatus;
  startDate: IsoDate;
  probationEndDate: IsoDate | null;
  contractType: ContractType;
  weeklyHours: number;
  dateOfBirth: IsoDate | null;
  leaveDate: IsoDate | null;
}

export interface EligibilityRules {
  minimumAge?: number;
  maximumAge?: number;
  contractTypes?: readonly ContractType[];
  minimumWeeklyHours?: number;
  /** Open during probation. Unset: only what needs no choice (employer-paid, discount) is (spec: limited access). */
  duringProbation?: boolean;
  /** Closed to new members; those who have it continue (childcare vouchers, since October 2018). */
  closedToNewMembers?: boolean;
}

export interface BenefitRules {
  kind: BenefitKind;
  rules: EligibilityRules;
  /** The benefit's group: a scheme window that names groups opens it only if it names this one. */
  groupCode?: string;
}

export interface EligibilityContext {
  today: IsoDate;
  /** The scheme year asked about. */
  schemeYear: SchemeYear;
  /** That year and the later ones known, for when the next window opens. */
  schemeYears: readonly SchemeYear[];
  /** The employee has this benefit now: a closed benefit lets them continue. */
  isMember: boolean;
  /** Windows a life event opened for this benefit's group (see the family and life events issue). */
  lifeEventWindows?: readonly EnrolmentWindow[];
}

export type IneligibleReason =
  | { code: 'employment-status'; status: EmploymentStatus }
  | { code: 'not-started'; availableFrom: IsoDate }
  | { code: 'probation'; availableFrom: IsoDate }
  | { code: 'age'; minimumAge?: number; maximumAge?: number; availableFrom: IsoDate | null }
  | { code: 'contract-type'; contractType: ContractType }
  | { code: 'hours'; minimumWeeklyHours: number }
  | { code: 'group-closed' };

export interface NotInWindow {
  code: 'not-in-window';
  /** When the next window opens; null when none is set yet. */
  nextWindowOpensOn: IsoDate | null;
}

export type Eligibility =
  /** Eligible, and may choose or change it now (until `until`, when a window limits that). */
  | { status: 'open'; until: IsoDate | null }
  /** Eligible, but choices wait for a window. */
  | { status: 'not-now'; reason: NotInWindow }
  | { status: 'ineligible'; reasons: IneligibleReason[] };

/** Kinds with nothing to choose are open whenever the employee is eligible. */
export const needsChoice = (kind: BenefitKind) => kind !== 'employer-paid' && kind !== 'discount';

/** The day benefits that wait for probation open to the employee (their start date if they had none). */
export function benefitsOpenOn(employee: EmployeeRecord): IsoDate {
  return employee.probationEndDate ? addDays(employee.probationEndDate, 1) : employee.startDate;
}

/**
 * The new joiner's own window: from the day benefits open to them, for the new-joiner window length of the scheme
 * year that day falls in (NEW_JOINER_WINDOW_DAYS when it is in none of the years given).
 */
export function newJoinerWindow(
  employee: EmployeeRecord,
  schemeYears: readonly SchemeYear[] = [],
): EnrolmentWindow {
  const opensOn = benefitsOpenOn(employee);
  return { opensOn, closesOn: addDays(opensOn, newJoinerWindowDaysOn(schemeYears, opensOn) - 1) };
}

function ineligibleReasons(
  employee: EmployeeRecord,
  benefit: BenefitRules,
  context: Pick<EligibilityContext, 'today' | 'isMember'>,
) {
  const { today } = context;
  const { rules } = benefit;
  const reasons: IneligibleReason[] = [];
  const left =
    employee.employmentStatus === 'left' || (employee.leaveDate !== null && employee.leaveDate <= today);
  if (left) reasons.push({ code: 'employment-status', status: 'left' });
  else if (employee.employmentStatus !== 'active') {
    reasons.push({ code: 'employment-status', status: employee.employmentStatus });
  }
  if (today < employee.startDate) reasons.push({ code: 'not-started', availableFrom: employee.startDate });
  const duringProbation = rules.duringProbation ?? !needsChoice(benefit.kind);
  if (!duringProbation && employee.probationEndDate && today <= employee.probationEndDate) {
    reasons.push({ code: 'probation', availableFrom: benefitsOpenOn(employee) });
  }
  if (employee.dateOfBirth && (rules.minimumAge !== undefined || rules.maximumAge !== undefined)) {
    const age = ageOn(employee.dateOfBirth, today);
    if (rules.minimumAge !== undefined && age < rules.minimumAge) {
      const availableFrom = addMonths(employee.dateOfBirth, rules.minimumAge * 12);
      reasons.push({ code: 'age', minimumAge: rules.minimumAge, availableFrom });
    } else if (rules.maximumAge !== undefined && age > rules.maximumAge) {
      reasons.push({ code: 'age', maximumAge: rules.maximumAge, availableFrom: null });
    }
  }
  if (rules.contractTypes && !rules.contractTypes.includes(employee.contractType)) {
    reasons.push({ code: 'contract-type', contractType: employee.contractType });
  }
  if (rules.minimumWeeklyHours !== undefined && employee.weeklyHours < rules.minimumWeeklyHours) {
    reasons.push({ code: 'hours', minimumWeeklyHours: rules.minimumWeeklyHours });
  }
  if (rules.closedToNewMembers && !context.isMember) reasons.push({ code: 'group-closed' });
  return reasons;
}

/**
 * The window open today for this employee and benefit, if any: the scheme's (one covering the benefit's group),
 * a life event's (opened for its group), or a joiner's (every group).
 */
function windowOpenToday(
  employee: EmployeeRecord,
  benefit: BenefitRules,
  context: EligibilityContext,
): EnrolmentWindow | null {
  const { today } = context;
  const joiner = newJoinerWindow(employee, [context.schemeYear, ...context.schemeYears]);
  const candidates = [
    openWindowOn(context.schemeYear, today, benefit.groupCode),
    ...(context.lifeEventWindows ?? []).filter((window) => isWithin(today, window.opensOn, window.closesOn)),
    isWithin(today, joiner.opensOn, joiner.closesOn) ? joiner : null,
  ].filter((window): window is EnrolmentWindow => window !== null);
  // The one that stays open longest decides until when.
  return candidates.sort((a, b) => (a.closesOn > b.closesOn ? -1 : 1))[0] ?? null;
}

export function eligibilityOf(
  employee: EmployeeRecord,
  benefit: BenefitRules,
  context: EligibilityContext,
): Eligibility {
  const reasons = ineligibleReasons(employee, benefit, context);
  if (reasons.length > 0) return { status: 'ineligible', reasons };
  if (!needsChoice(benefit.kind)) return { status: 'open', until: null };
  const window = windowOpenToday(employee, benefit, context);
  if (window) return { status: 'open', until: window.closesOn };
  const next = nextWindowAfter(context.schemeYears, context.today, benefit.groupCode);
  return { status: 'not-now', reason: { code: 'not-in-window', nextWindowOpensOn: next?.opensOn ?? null } };
}

/** A benefit as a window's reach is judged: its rules and group, and whether the employee has it now. */
export interface WindowOffer extends BenefitRules {
  groupCode: string;
  isMember: boolean;
}

/**
 * Whether a scheme window gives an employee something to choose: one that names no group opens everything, as
 * before; one limited to groups, only an eligible benefit that needs a choice in a group it names. The window
 * e-mails and the benefits page's banner both ask, so nobody is told of a window that opens nothing for them.
 */
export function windowOffersChoice(
  employee: EmployeeRecord,
  window: EnrolmentWindow,
  offers: readonly WindowOffer[],
  today: IsoDate,
): boolean {
  if (!window.groups || window.groups.length === 0) return true;
  return offers.some(
    (offer) =>
      needsChoice(offer.kind) &&
      coversGroup(window, offer.groupCode) &&
      ineligibleReasons(employee, offer, { today, isMember: offer.isMember }).length === 0,
  );
}
