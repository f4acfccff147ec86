/**
 * Rules that cap what a sacrifice is worth, each with the day it takes effect, so that an announced change
 * applies on its date without a code change: add a row. The latest row on or before the date applies.
 *
 * Sources:
 * - [NMW] GOV.UK, "National Minimum Wage and National Living Wage rates",
 *   https://www.gov.uk/national-minimum-wage-rates: from 1 April 2025 £12.21 (21 and over), £10.00 (18 to 20),
 *   £7.55 (under 18); from 1 April 2026 £12.71, £10.85 and £8.00 (Low Pay Commission recommendations accepted
 *   in the Autumn Budget 2025).
 * - [CCV] HMRC, "Expenses and benefits: childcare", https://www.gov.uk/expenses-and-benefits-childcare: the
 *   weekly exemption for members who joined from 6 April 2011 is £55 (basic rate), £28 (higher) and £25
 *   (additional), which HMRC's monthly equivalents make £243, £124 and £110.
 * - [PEN] HM Treasury, Autumn Budget 2025 (26 November 2025), "Salary sacrifice for pension contributions":
 *   from 6 April 2029 only the first £2,000 a year of pension contributions made by salary sacrifice is free
 *   of employee and employer National Insurance.
 */
import type { IsoDate } from '../dates.ts';

export interface MinimumWageRates {
  from: IsoDate;
  /** Pounds an hour by age: 21 and over, 18 to 20, under 18. */
  aged21AndOver: number;
  aged18To20: number;
  under18: number;
}

export const MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = [
  { from: '2025-04-01', aged21AndOver: 12.21, aged18To20: 10.0, under18: 7.55 }, // [NMW]
  { from: '2026-04-01', aged21AndOver: 12.71, aged18To20: 10.85, under18: 8.0 }, // [NMW]
];

export type RateBand = 'basic' | 'higher' | 'additional';

export interface VoucherExemption {
  from: IsoDate;
  /** Pounds a month free of tax and NI, by the member's rate band. */
  monthly: Record<RateBand, number>;
}

export const VOUCHER_EXEMPTIONS: readonly VoucherExemption[] = [
  { from: '2011-04-06', monthly: { basic: 243, higher: 124, additional: 110 } }, // [CCV]
];

export interface PensionSacrificeRule {
  from: IsoDate;
  /** Pounds a year of pension sacrifice free of NI; null when there is no cap. */
  niFreeAnnualCap: number | null;
}

export const PENSION_SACRIFICE_RULES: readonly PensionSacrificeRule[] = [
  { from: '1900-01-01', niFreeAnnualCap: null },
  { from: '2029-04-06', niFreeAnnualCap: 2_000 }, // [PEN]
];

/** The row in force on a date (rows are in date order). */
export function ruleOn<Rule extends { from: IsoDate }>(rules: readonly Rule[], date: IsoDate): Rule {
  const inForce = rules.filter((rule) => rule.from <= date);
  return inForce[inForce.length - 1] ?? rules[0]!;
}

/** The hourly minimum for an age on a date; the adult rate when the age is not known. */
export function minimumWageOn(date: IsoDate, age: number | null): number {
  const rates = ruleOn(MINIMUM_WAGE_RATES, date);
  if (age === null || age >= 21) return rates.aged21AndOver;
  return age >= 18 ? rates.aged18To20 : rates.under18;
}
