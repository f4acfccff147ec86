/**
 * From what the employee chose (a plan, amounts in the benefit's edit fields) to what it takes from pay each
 * month and what the employer adds. Each benefit's `costRules` say how its amounts turn into money: a hire value
 * spread over months, cover priced per £1,000, a multiple of salary capped at the free cover limit.
 */
import type { AmountUnit } from '../catalogue.ts';
import type { BenefitKind } from '../eligibility.ts';
import type { Relief } from './costs.ts';

export interface CostRules {
  /** A `pounds` field is a total paid over this many months (cycle to work: 12). */
  spreadOverMonths?: number;
  /** A `pounds` field is cover, priced at this many pence a month per £1,000 (critical illness). */
  pencePerThousandCover?: number;
  /** Cover is this multiple of salary (life assurance: 4). */
  salaryMultiple?: number;
  /** Cover above this many pounds needs medical evidence; the benefit gives up to it. */
  freeCoverLimitPounds?: number;
  /** Overrides the relief the kind gives (payroll giving: tax only). */
  relief?: Relief;
  /** Pension salary exchange: the dated NI cap applies. */
  pension?: boolean;
  /** The employer pays this percentage of salary in as well (pension). */
  employerContributionPercent?: number;
}

export interface PricedField {
  name: string;
  unit: AmountUnit;
}

export interface Choice {
  kind: BenefitKind;
  costRules: CostRules;
  plan: { monthlyPricePence: number } | null;
  fields: readonly PricedField[];
  values: Readonly<Record<string, number>>;
  annualSalaryPence: number;
}

export interface FreeCover {
  limitPounds: number;
  /** The cover the rules would give without the limit. */
  uncappedPounds: number;
  coverPounds: number;
  capped: boolean;
}

export interface PricedChoice {
  employeeMonthlyPence: number;
  employerMonthlyPence: number;
  relief: Relief;
  freeCover: FreeCover | null;
}

/** Working days in a year, for the price of a bought day of holiday. */
const WORKING_DAYS_IN_A_YEAR = 260;

export function reliefOf(kind: BenefitKind, rules: CostRules): Relief {
  if (rules.relief) return rules.relief;
  return kind === 'salary-sacrifice' || kind === 'voucher' ? 'tax-and-ni' : 'none';
}

function fieldMonthlyPence(field: PricedField, value: number, choice: Choice): number {
  const { costRules, annualSalaryPence } = choice;
  switch (field.unit) {
    case 'pounds-a-month':
      return value * 100;
    case 'percent-of-salary':
      return (annualSalaryPence * value) / 100 / 12;
    case 'days':
      return ((annualSalaryPence / WORKING_DAYS_IN_A_YEAR) * value) / 12;
    case 'pounds':
      if (costRules.pencePerThousandCover !== undefined) {
        return (value / 1000) * costRules.pencePerThousandCover;
      }
      return (value * 100) / (costRules.spreadOverMonths ?? 12);
  }
}

function freeCoverOf(choice: Choice): FreeCover | null {
  const { salaryMultiple, freeCoverLimitPounds } = choice.costRules;
  if (salaryMultiple === undefined) return null;
  const uncappedPounds = (choice.annualSalaryPence / 100) * salaryMultiple;
  const limitPounds = freeCoverLimitPounds ?? Number.POSITIVE_INFINITY;
  const coverPounds = Math.min(uncappedPounds, limitPounds);
  return {
    limitPounds,
    uncappedPounds,
    coverPounds,
    capped: uncappedPounds > limitPounds,
  };
}

export function priceChoice(choice: Choice): PricedChoice {
  const { kind, costRules } = choice;
  const freeCover = freeCoverOf(choice);
  let amount = choice.plan?.monthlyPricePence ?? 0;
  for (const field of choice.fields) {
    const value = choice.values[field.name];
    if (value !== undefined) amount += fieldMonthlyPence(field, value, choice);
  }
  if (freeCover && costRules.pencePerThousandCover !== undefined) {
    amount += (freeCover.coverPounds / 1000) * costRules.pencePerThousandCover;
  }
  const employerPercent = costRules.employerContributionPercent ?? 0;
  const employerShare = (choice.annualSalaryPence * employerPercent) / 100 / 12;
  if (kind === 'employer-paid') {
    return {
      employeeMonthlyPence: 0,
      employerMonthlyPence: amount + employerShare,
      relief: 'none',
      freeCover,
    };
  }
  if (kind === 'discount') {
    return { employeeMonthlyPence: 0, employerMonthlyPence: 0, relief: 'none', freeCover };
  }
  return {
    employeeMonthlyPence: amount,
    employerMonthlyPence: employerShare,
    relief: reliefOf(kind, costRules),
    freeCover,
  };
}
