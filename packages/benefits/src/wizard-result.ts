/**
 * What the set-up wizard's result page says after a submit (spec section 3, wizardResult): what happens next,
 * and when. One rule for the server's answer and anything else that words it.
 */
import { longDate, type IsoDate } from './dates.ts';
import type { SelectionStatus } from './calls-to-action.ts';
import type { BenefitKind } from './eligibility.ts';
import { cutOffDate, firstPeriodFrom, payPeriodOf, type PayDayRule } from './pay-periods.ts';

export interface SubmittedFacts {
  benefitName: string;
  kind: BenefitKind;
  /** What the submit left: approved (with its start) or awaiting approval. */
  status: SelectionStatus;
  startDate: IsoDate | null;
  /** Why it waits, when it waits for a reason of its own (health answers to review). */
  pendingReason: string | null;
  today: IsoDate;
  payrollCutOffDay: number;
  /** The scheme year's pay day; absent: the last working day of the month. */
  payDay?: PayDayRule;
  employerName: string;
}

export interface WizardResult {
  heading: string;
  nextSteps: string;
  firstDeductionOn: IsoDate | null;
}

export function wizardResult(facts: SubmittedFacts): WizardResult {
  const paid =
    facts.kind === 'salary-sacrifice' || facts.kind === 'voucher'
      ? 'from your pay'
      : 'from your pay after tax';
  if (facts.status === 'approved' && facts.startDate) {
    const firstDeductionOn = payPeriodOf(facts.startDate, facts.payDay).payDay;
    return {
      heading: `${facts.benefitName} is confirmed`,
      nextSteps: `It starts on ${longDate(facts.startDate)}, and the first payment is taken ${paid} on ${longDate(firstDeductionOn)}. We have e-mailed you a confirmation.`,
      firstDeductionOn,
    };
  }
  const start = firstPeriodFrom(facts.today, facts.payrollCutOffDay);
  const approveBy = cutOffDate(start.id, facts.payrollCutOffDay);
  const why = facts.pendingReason ? `${facts.pendingReason}. ` : '';
  return {
    heading: `Your ${facts.benefitName} request is awaiting approval`,
    nextSteps: `${why}${facts.employerName} will review it, and we will e-mail you when it is decided. If it is approved by ${longDate(approveBy)}, it starts on ${longDate(start.startsOn)}.`,
    firstDeductionOn: null,
  };
}
