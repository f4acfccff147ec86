/** The result page's words after a submit: the rule is packages/benefits' (wizard-result.ts), fed the row written. */
import { payDayRuleFor, wizardResult as resultOf } from '@portal/benefits';
import type { SelectionChangeResponse } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';

export function wizardResult(
  target: EmployeeBenefit,
  row: SelectionRow,
  employerName: string,
): SelectionChangeResponse['result'] {
  return resultOf({
    benefitName: target.row.name,
    kind: target.row.kind,
    status: row.status,
    startDate: row.startDate,
    pendingReason: row.pendingReason,
    today: target.view.today,
    payrollCutOffDay: target.view.scheme.payrollCutOffDay,
    // The first deduction is paid on the pay day of the scheme year its period is in.
    payDay: payDayRuleFor(target.view.schemeYears, (row.startDate ?? target.view.today).slice(0, 7)),
    employerName,
  });
}
