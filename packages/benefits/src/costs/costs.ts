/**
 * What a benefit really costs the employee (BENEFITS.md, Costs): the gross amount, the tax and National Insurance
 * a salary sacrifice saves, the net cost, the employer's contribution and its NI saving, per month and per
 * year, with the limits that cap a sacrifice. Pure and exact: every figure is worked in fractions of a penny
 * and rounded once, half up, at the end; a year is twelve rounded months, because payroll deducts monthly.
 */
import type { IsoDate } from '../dates.ts';
import { PENSION_SACRIFICE_RULES, VOUCHER_EXEMPTIONS, minimumWageOn, ruleOn } from './dated-rules.ts';
import {
  employeeNationalInsurance,
  employerNationalInsurance,
  incomeTax,
  marginalBand,
  voucherRateBand,
} from './tax.ts';
import { taxYearFor, type TaxRegion } from './tax-years.ts';

/** What a deduction is relieved of: salary sacrifice of both; payroll giving of tax only; the rest of none. */
export type Relief = 'tax-and-ni' | 'tax-only' | 'none';

export interface CostEmployee {
  annualSalaryPence: number;
  weeklyHours: number;
  /** On the day asked about; null when the date of birth is not known (the adult minimum wage applies). */
  age: number | null;
  taxRegion: TaxRegion;
}

export interface CostInput {
  /** The day the cost applies: it chooses the tax year and the dated rules. */
  on: IsoDate;
  employee: CostEmployee;
  /** What the benefit takes from pay each month. */
  monthlyAmountPence: number;
  relief: Relief;
  /** Childcare vouchers: only the exemption for the member's rate band is relieved. */
  voucher?: boolean;
  /** Pension salary exchange: the dated NI cap applies. */
  pension?: boolean;
  employerContributionMonthlyPence?: number;
  /** What the employee's other sacrifices already take from pay each month. */
  otherSacrificesMonthlyPence?: number;
}

export interface CostFigures {
  grossPence: number;
  taxSavingPence: number;
  niSavingPence: number;
  netPence: number;
  employerContributionPence: number;
  employerNiSavingPence: number;
}

export interface MinimumWageLimit {
  hourlyRate: number;
  /** The most this benefit may take each month without pay falling below the minimum for the hours worked. */
  largestMonthlyPence: number;
  breached: boolean;
}

export interface CostBreakdown {
  monthly: CostFigures;
  yearly: CostFigures;
  /** The rate on the employee's top pound of pay ('basic', 'higher', 'starter' ...); null below the allowance. */
  taxBand: string | null;
  /** Set for sacrifices relieved of NI (only those lower the pay the minimum wage is checked against). */
  minimumWage: MinimumWageLimit | null;
  /** Childcare vouchers: the monthly amount free of tax and NI. */
  voucherExemptionMonthlyPence: number | null;
}

/** Half up to the penny (a tiny nudge first, so 1.005 computed as 1.00499999 still rounds up). */
export const roundPence = (pence: number) => Math.round(pence + 1e-7);

const WEEKS_IN_A_YEAR = 52;

function minimumWageLimit(input: CostInput, otherMonthly: number): MinimumWageLimit {
  const hourlyRate = minimumWageOn(input.on, input.employee.age);
  const floorMonthlyPence = (hourlyRate * 100 * input.employee.weeklyHours * WEEKS_IN_A_YEAR) / 12;
  const headroom = input.employee.annualSalaryPence / 12 - otherMonthly - floorMonthlyPence;
  return {
    hourlyRate,
    largestMonthlyPence: Math.max(0, Math.floor(headroom + 1e-7)),
    breached: input.monthlyAmountPence > headroom + 1e-7,
  };
}

export function costsOf(input: CostInput): CostBreakdown {
  const { employee, relief } = input;
  const table = taxYearFor(input.on);
  const taxTable = table.incomeTax[employee.taxRegion];
  const otherMonthly = input.otherSacrificesMonthlyPence ?? 0;
  const amountMonthly = Math.max(0, input.monthlyAmountPence);
  // Annual pounds, as the tables are written.
  const pay = (employee.annualSalaryPence - otherMonthly * 12) / 100;
  const amount = (amountMonthly * 12) / 100;

  let voucherExemptionMonthlyPence: number | null = null;
  let relievedOfTax = relief === 'none' ? 0 : amount;
  if (input.voucher) {
    const band = voucherRateBand(taxTable, employee.annualSalaryPence / 100);
    voucherExemptionMonthlyPence = ruleOn(VOUCHER_EXEMPTIONS, input.on).monthly[band] * 100;
    relievedOfTax = Math.min(relievedOfTax, (voucherExemptionMonthlyPence * 12) / 100);
  }
  let relievedOfNi = relief === 'tax-and-ni' ? relievedOfTax : 0;
  const niCap = input.pension ? ruleOn(PENSION_SACRIFICE_RULES, input.on).niFreeAnnualCap : null;
  if (niCap !== null) relievedOfNi = Math.min(relievedOfNi, niCap);

  const ni = table.nationalInsurance;
  const exactMonthly = {
    gross: amountMonthly,
    tax: ((incomeTax(taxTable, pay) - incomeTax(taxTable, pay - relievedOfTax)) * 100) / 12,
    ni: ((employeeNationalInsurance(ni, pay) - employeeNationalInsurance(ni, pay - relievedOfNi)) * 100) / 12,
    employer: input.employerContributionMonthlyPence ?? 0,
    employerNi:
      ((employerNationalInsurance(ni, pay) - employerNationalInsurance(ni, pay - relievedOfNi)) * 100) / 12,
  };
  const grossPence = roundPence(exactMonthly.gross);
  const taxSavingPence = roundPence(exactMonthly.tax);
  const niSavingPence = roundPence(exactMonthly.ni);
  const monthly: CostFigures = {
    grossPence,
    taxSavingPence,
    niSavingPence,
    // From the rounded figures, so the breakdown a person reads adds up.
    netPence: grossPence - taxSavingPence - niSavingPence,
    employerContributionPence: roundPence(exactMonthly.employer),
    employerNiSavingPence: roundPence(exactMonthly.employerNi),
  };
  const yearly = Object.fromEntries(
    Object.entries(monthly).map(([key, value]) => [key, value * 12]),
  ) as unknown as CostFigures;

  return {
    monthly,
    yearly,
    taxBand: marginalBand(taxTable, pay)?.name ?? null,
    minimumWage: relief === 'tax-and-ni' ? minimumWageLimit(input, otherMonthly) : null,
    voucherExemptionMonthlyPence,
  };
}
