/**
 * The employee's catalogue (BENEFITS.md, Eligibility): which benefits of a scheme year they see, and what each
 * costs or is worth at a glance. The list holds only benefits the employee is eligible for (open now or in the
 * next window); those that wait for probation to end are listed apart with the day they open, so a new joiner
 * sees what comes later. Other ineligible benefits are not listed; their pages still say why.
 */
import type { IsoDate } from './dates.ts';
import {
  eligibilityOf,
  type BenefitRules,
  type Eligibility,
  type EligibilityContext,
  type EmployeeRecord,
} from './eligibility.ts';
import { pounds, poundsFromPence } from './money.ts';
import type { EnrolmentWindow } from './scheme-year.ts';

export type AmountUnit = 'pounds' | 'pounds-a-month' | 'percent-of-salary' | 'days';

export interface GlanceFacts {
  /** The operator's own words win (employer-paid benefits: "Cover of 4x your salary"). */
  headline: string | null;
  planPricesPence: readonly number[];
  firstField: { unit: AmountUnit; minimum: number; maximum: number } | null;
}

/** The amounts an edit field allows, in words ("£100 to £5,000", "1 to 5 days"). */
export function amountRange(unit: AmountUnit, minimum: number, maximum: number): string {
  switch (unit) {
    case 'pounds':
      return `${pounds(minimum)} to ${pounds(maximum)}`;
    case 'pounds-a-month':
      return `${pounds(minimum)} to ${pounds(maximum)} a month`;
    case 'percent-of-salary':
      return `${minimum}% to ${maximum}% of your salary`;
    case 'days':
      return `${minimum} to ${maximum} days`;
  }
}

/** A chosen amount in words: £1,200, £150 a month, 5% of your salary, 2 days. */
export function valueText(unit: string, value: number): string {
  switch (unit) {
    case 'pounds':
      return poundsFromPence(Math.round(value * 100));
    case 'pounds-a-month':
      return `${poundsFromPence(Math.round(value * 100))} a month`;
    case 'percent-of-salary':
      return `${value}% of your salary`;
    case 'days':
      return value === 1 ? '1 day' : `${value} days`;
    default:
      return String(value);
  }
}

/** One short line: the headline, the cheapest plan, or the range the employee can choose. */
export function atAGlance(facts: GlanceFacts): string | null {
  if (facts.headline) return facts.headline;
  if (facts.planPricesPence.length > 0) {
    return `From ${poundsFromPence(Math.min(...facts.planPricesPence))} a month`;
  }
  if (facts.firstField)
    return amountRange(facts.firstField.unit, facts.firstField.minimum, facts.firstField.maximum);
  return null;
}

export interface CatalogueBenefit extends BenefitRules {
  id: number;
  /** The employee has this benefit now (a live selection that is not opted out or rejected). */
  isMember: boolean;
  /** The windows the employee's life events opened for this benefit's group. */
  lifeEventWindows?: readonly EnrolmentWindow[];
}

export interface CatalogueEntry<B> {
  benefit: B;
  eligibility: Exclude<Eligibility, { status: 'ineligible' }>;
}

export interface LaterEntry<B> {
  benefit: B;
  availableFrom: IsoDate;
}

/** Splits a year's benefits into what the employee may have and what opens when probation ends. */
export function catalogueFor<B extends CatalogueBenefit>(
  employee: EmployeeRecord,
  benefits: readonly B[],
  context: Omit<EligibilityContext, 'isMember' | 'lifeEventWindows'>,
): { eligible: CatalogueEntry<B>[]; later: LaterEntry<B>[] } {
  const eligible: CatalogueEntry<B>[] = [];
  const later: LaterEntry<B>[] = [];
  for (const benefit of benefits) {
    const eligibility = eligibilityOf(employee, benefit, {
      ...context,
      isMember: benefit.isMember,
      lifeEventWindows: benefit.lifeEventWindows ?? [],
    });
    if (eligibility.status !== 'ineligible') {
      eligible.push({ benefit, eligibility });
      continue;
    }
    const [only] = eligibility.reasons;
    if (eligibility.reasons.length === 1 && only?.code === 'probation') {
      later.push({ benefit, availableFrom: only.availableFrom });
    }
  }
  return { eligible, later };
}
