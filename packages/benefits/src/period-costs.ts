/**
 * What a pay period owes for one employee (BENEFITS.md, Money over time): each selection in force in the period
 * priced and costed as the costs module does for a quote, on the period's first day (so the period's tax year
 * and dated rules apply), with the employee's other sacrifices of the period counted against the minimum wage;
 * and each employer-paid benefit the employee could have in the period, at what the employer pays for it.
 */
import { ageOn } from './dates.ts';
import { eligibilityOf, needsChoice, type BenefitRules, type EmployeeRecord } from './eligibility.ts';
import { costsOf, roundPence, type Relief } from './costs/costs.ts';
import { priceChoice, type CostRules, type PricedField } from './costs/pricing.ts';
import type { TaxRegion } from './costs/tax-years.ts';
import type { PayPeriod } from './pay-periods.ts';
import type { LedgerAmounts } from './payroll.ts';
import type { SchemeYear } from './scheme-year.ts';

export interface PayrollEmployee extends EmployeeRecord {
  annualSalaryPence: number;
  taxRegion: TaxRegion;
}

export interface PayrollBenefit extends BenefitRules {
  id: number;
  costRules: CostRules;
  fields: readonly PricedField[];
  /** Plan prices by plan id. */
  planPricesPence: ReadonlyMap<string, number>;
}

/** A selection version in force in the period. */
export interface PayrollChoice {
  selectionId: string;
  benefitId: number;
  planId: string | null;
  values: Readonly<Record<string, number>>;
}

export interface OwedLine extends LedgerAmounts {
  benefitId: number;
  /** The selection it comes from; null for an employer-paid benefit nobody chooses. */
  selectionId: string | null;
  beforeTax: boolean;
  beforeNi: boolean;
  pensionable: boolean;
}

/** Employed at some point of the period: started by its end, not left before its start. */
export function employedIn(employee: EmployeeRecord, period: PayPeriod): boolean {
  if (employee.startDate > period.endsOn) return false;
  if (employee.leaveDate !== null) return employee.leaveDate >= period.startsOn;
  return employee.employmentStatus === 'active';
}

function reliefFlags(relief: Relief) {
  return { beforeTax: relief !== 'none', beforeNi: relief === 'tax-and-ni' };
}

function priced(
  employee: PayrollEmployee,
  benefit: PayrollBenefit,
  planId: string | null,
  values: Readonly<Record<string, number>>,
) {
  const planPrice = planId === null ? undefined : benefit.planPricesPence.get(planId);
  return priceChoice({
    kind: benefit.kind,
    costRules: benefit.costRules,
    plan: planPrice === undefined ? null : { monthlyPricePence: planPrice },
    fields: benefit.fields,
    values,
    annualSalaryPence: employee.annualSalaryPence,
  });
}

export function owedInPeriod(
  employee: PayrollEmployee,
  choices: readonly PayrollChoice[],
  catalogue: ReadonlyMap<number, PayrollBenefit>,
  period: PayPeriod,
  schemeYear: SchemeYear,
): OwedLine[] {
  if (!employedIn(employee, period)) return [];
  const on = period.startsOn;
  const costEmployee = {
    annualSalaryPence: employee.annualSalaryPence,
    weeklyHours: employee.weeklyHours,
    age: employee.dateOfBirth ? ageOn(employee.dateOfBirth, on) : null,
    taxRegion: employee.taxRegion,
  };
  const chosen = choices.flatMap((choice) => {
    const benefit = catalogue.get(choice.benefitId);
    if (!benefit || benefit.kind === 'discount') return [];
    return [{ choice, benefit, price: priced(employee, benefit, choice.planId, choice.values) }];
  });
  const sacrificed = (except: string) =>
    chosen
      .filter(({ choice, price }) => choice.selectionId !== except && price.relief === 'tax-and-ni')
      .reduce((sum, { price }) => sum + price.employeeMonthlyPence, 0);

  const lines: OwedLine[] = chosen.map(({ choice, benefit, price }) => {
    const { monthly } = costsOf({
      on,
      employee: costEmployee,
      monthlyAmountPence: price.employeeMonthlyPence,
      relief: price.relief,
      voucher: benefit.kind === 'voucher',
      pension: benefit.costRules.pension === true,
      employerContributionMonthlyPence: price.employerMonthlyPence,
      otherSacrificesMonthlyPence: sacrificed(choice.selectionId),
    });
    return {
      benefitId: benefit.id,
      selectionId: choice.selectionId,
      employeePence: monthly.grossPence,
      employerPence: monthly.employerContributionPence,
      taxSavingPence: monthly.taxSavingPence,
      niSavingPence: monthly.niSavingPence,
      employerNiSavingPence: monthly.employerNiSavingPence,
      ...reliefFlags(price.relief),
      pensionable: benefit.costRules.pension === true,
    };
  });

  // Employer-paid benefits need no choice: the employee has each one they are eligible for in the period,
  // judged as they were then (a leaver was active before leaving).
  const asInPeriod: EmployeeRecord = { ...employee, employmentStatus: 'active', leaveDate: null };
  const chosenIds = new Set(chosen.map(({ benefit }) => benefit.id));
  for (const benefit of catalogue.values()) {
    if (needsChoice(benefit.kind) || benefit.kind === 'discount' || chosenIds.has(benefit.id)) continue;
    const eligibility = eligibilityOf(asInPeriod, benefit, {
      today: on,
      schemeYear,
      schemeYears: [schemeYear],
      isMember: true,
    });
    if (eligibility.status === 'ineligible') continue;
    const price = priced(employee, benefit, null, {});
    const employerPence = roundPence(price.employerMonthlyPence);
    if (employerPence === 0) continue;
    lines.push({
      benefitId: benefit.id,
      selectionId: null,
      employeePence: 0,
      employerPence,
      taxSavingPence: 0,
      niSavingPence: 0,
      employerNiSavingPence: 0,
      beforeTax: false,
      beforeNi: false,
      pensionable: false,
    });
  }
  return lines;
}
