/** What the result page says after a submit (spec section 3, wizardResult): what happens next, and when. */
import { cutOffDate, firstPeriodFrom, longDate, payPeriodOf } from '@portal/benefits';
import type { SelectionChangeResponse } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';

export function wizardResult(
  target: EmployeeBenefit,
  row: SelectionRow,
  employerName: string,
): SelectionChangeResponse['result'] {
  const { today, scheme } = target.view;
  const paid =
    target.row.kind === 'salary-sacrifice' || target.row.kind === 'voucher'
      ? 'from your pay'
      : 'from your pay after tax';
  if (row.status === 'approved' && row.startDate) {
    const firstDeductionOn = payPeriodOf(row.startDate).payDay;
    return {
      heading: `${target.row.name} is confirmed`,
      nextSteps: `It starts on ${longDate(row.startDate)}, and the first payment is taken ${paid} on ${longDate(firstDeductionOn)}. We have e-mailed you a confirmation.`,
      firstDeductionOn,
    };
  }
  const start = firstPeriodFrom(today, scheme.payrollCutOffDay);
  const approveBy = cutOffDate(start.id, scheme.payrollCutOffDay);
  const why = row.pendingReason ? `${row.pendingReason}. ` : '';
  return {
    heading: `Your ${target.row.name} request is awaiting approval`,
    nextSteps: `${why}${employerName} will review it, and we will e-mail you when it is decided. If it is approved by ${longDate(approveBy)}, it starts on ${longDate(start.startsOn)}.`,
    firstDeductionOn: null,
  };
}
