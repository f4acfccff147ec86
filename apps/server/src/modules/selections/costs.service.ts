/**
 * `POST /selections/costs` and the quote a submission keeps: what a choice costs this employee from the first
 * pay period it would reach, with their other sacrifices counted against the minimum wage. Everything it reads
 * is in the catalogue's and the employee's caches, so a quote costs no query once the employee has been seen.
 */
import {
  ageOn,
  costsOf,
  firstPeriodFrom,
  pounds,
  poundsFromPence,
  priceChoice,
  type CostBreakdown,
  type CostFigures as PenceFigures,
  type PricedChoice,
  planProblems,
  valueProblems,
} from '@portal/benefits';
import { CORRECT_ERRORS_MESSAGE, type CostFigures, type CostsResponse } from '@portal/contracts';
import { HttpError } from '../../lib/http-error.ts';
import {
  NO_RECORD_REASON,
  type BenefitDetailRows,
  type CatalogueDeps,
  type EmployeeView,
  type PayFacts,
} from '../benefits/index.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';

export interface Quote {
  breakdown: CostBreakdown;
  priced: PricedChoice;
  response: CostsResponse;
}

export function payOf(target: EmployeeBenefit): PayFacts {
  const pay = target.view.pay;
  if (!pay) throw new HttpError(409, NO_RECORD_REASON.text);
  return pay;
}

function priced(
  details: BenefitDetailRows,
  kind: EmployeeBenefit['row']['kind'],
  pay: PayFacts,
  choice: {
    planId: string | null;
    values: Record<string, number>;
  },
) {
  return priceChoice({
    kind,
    costRules: details.costRules,
    plan: details.plans.find((plan) => plan.id === choice.planId) ?? null,
    fields: details.fields,
    values: choice.values,
    annualSalaryPence: pay.annualSalaryPence,
  });
}

interface KeptSacrifices {
  rows: EmployeeView['rows'];
  /** Per benefit quoted: what the employee's other selections sacrifice each month, in pence. */
  pence: Map<number, number>;
}

/**
 * Kept per employee while their facts and the tenant's catalogue hold. Each cache hands out the same objects until
 * what it holds changes, and a change anywhere reaches every process as a change notice that replaces them, so
 * identities say exactly whether a kept figure still holds (as in eligible-answers.ts). An employee trying amounts
 * asks for a quote on every change, and their other selections do not change meanwhile.
 */
const keptSacrifices = new WeakMap<EmployeeView['selections'], KeptSacrifices>();

/** What the employee's other selections (approved or awaiting approval) already sacrifice each month. */
async function otherSacrificesPence(deps: CatalogueDeps, target: EmployeeBenefit, pay: PayFacts) {
  const { view } = target;
  let kept = keptSacrifices.get(view.selections);
  // The selections and the pay are one facts object's: a new facts object brings a new selections map.
  if (kept?.rows !== view.rows) {
    kept = { rows: view.rows, pence: new Map() };
    keptSacrifices.set(view.selections, kept);
  }
  const known = kept.pence.get(target.row.id);
  if (known !== undefined) return known;
  const total = await sacrificesBeside(deps, target, pay);
  kept.pence.set(target.row.id, total);
  return total;
}

async function sacrificesBeside(deps: CatalogueDeps, target: EmployeeBenefit, pay: PayFacts) {
  const { view } = target;
  let total = 0;
  for (const [benefitId, selection] of view.selections) {
    if (benefitId === target.row.id || (selection.status !== 'approved' && selection.status !== 'pending')) {
      continue;
    }
    const row = view.rows.find((candidate) => candidate.id === benefitId);
    const details = row && (await deps.cache.details(view.clientId, view.scheme.id, benefitId));
    if (!row || !details) continue;
    const other = priced(details, row.kind, pay, {
      planId: selection.plan?.id ?? null,
      values: selection.values,
    });
    if (other.relief === 'tax-and-ni') total += other.employeeMonthlyPence;
  }
  return total;
}

const inPounds = (figures: PenceFigures): CostFigures => ({
  gross: figures.grossPence / 100,
  taxSaving: figures.taxSavingPence / 100,
  niSaving: figures.niSavingPence / 100,
  net: figures.netPence / 100,
  employerContribution: figures.employerContributionPence / 100,
  employerNiSaving: figures.employerNiSavingPence / 100,
});

function responseOf(target: EmployeeBenefit, quote: Omit<Quote, 'response'>): CostsResponse {
  const { minimumWage } = quote.breakdown;
  const { freeCover } = quote.priced;
  return {
    monthly: inPounds(quote.breakdown.monthly),
    yearly: inPounds(quote.breakdown.yearly),
    taxBand: quote.breakdown.taxBand,
    limits: {
      partnerValueLimits: target.details.partnerValueLimits,
      minimumWage: minimumWage && {
        hourlyRate: minimumWage.hourlyRate,
        largestMonthly: minimumWage.largestMonthlyPence / 100,
        breached: minimumWage.breached,
        message: minimumWage.breached
          ? `This would take your pay below the National Living Wage for the hours you work. The most you can choose is ${poundsFromPence(minimumWage.largestMonthlyPence)} a month.`
          : null,
      },
      freeCover: freeCover && {
        limit: freeCover.limitPounds,
        cover: freeCover.coverPounds,
        capped: freeCover.capped,
        message: freeCover.capped
          ? `Your cover is capped at ${pounds(freeCover.limitPounds)}, the free cover limit. Cover above it needs medical evidence.`
          : null,
      },
      voucherExemptionMonthly:
        quote.breakdown.voucherExemptionMonthlyPence === null
          ? null
          : quote.breakdown.voucherExemptionMonthlyPence / 100,
    },
  };
}

/** The costs of a choice; 400 naming each field that is out of its limits. */
export async function quoteFor(
  deps: CatalogueDeps,
  target: EmployeeBenefit,
  choice: { planId: string | null; values: Record<string, number> },
): Promise<Quote> {
  const pay = payOf(target);
  const problems = [
    ...valueProblems(target.details, choice.values),
    ...planProblems(target.details, { ...choice, peopleCovered: [] }, []),
  ];
  if (problems.length > 0) throw new HttpError(400, CORRECT_ERRORS_MESSAGE, problems);
  const pricedChoice = priced(target.details, target.row.kind, pay, choice);
  const { today, scheme } = target.view;
  const on = firstPeriodFrom(today, scheme.payrollCutOffDay).startsOn;
  const breakdown = costsOf({
    on,
    employee: {
      annualSalaryPence: pay.annualSalaryPence,
      weeklyHours: pay.weeklyHours,
      age: pay.dateOfBirth ? ageOn(pay.dateOfBirth, on) : null,
      taxRegion: pay.taxRegion,
    },
    monthlyAmountPence: pricedChoice.employeeMonthlyPence,
    relief: pricedChoice.relief,
    voucher: target.row.kind === 'voucher',
    pension: target.details.costRules.pension === true,
    employerContributionMonthlyPence: pricedChoice.employerMonthlyPence,
    otherSacrificesMonthlyPence: await otherSacrificesPence(deps, target, pay),
  });
  const quote = { breakdown, priced: pricedChoice };
  return { ...quote, response: responseOf(target, quote) };
}
