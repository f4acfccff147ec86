import { describe, expect, it } from 'vitest';
import { payPeriod } from './pay-periods.ts';
import { payrollChange, type PayrollLineFacts } from './payroll-report.ts';

const october = payPeriod('2026-10');
const facts = (overrides: Partial<PayrollLineFacts>): PayrollLineFacts => ({
  period: october,
  current: { employeePence: 5_000, employerPence: 0 },
  previous: { employeePence: 5_000, employerPence: 0 },
  leaveDate: null,
  selectionEndDate: null,
  ...overrides,
});

describe('the payroll report tags each employee and benefit', () => {
  it.each<[string, Partial<PayrollLineFacts>, string]>([
    ['the same as last period', {}, 'Continue'],
    ['a different employee amount', { current: { employeePence: 6_000, employerPence: 0 } }, 'Update'],
    ['a different employer amount', { current: { employeePence: 5_000, employerPence: 100 } }, 'Update'],
    ['nothing last period', { previous: null }, 'New'],
    ['a zero line last period', { previous: { employeePence: 0, employerPence: 0 } }, 'New'],
    ['the selection ends this period', { selectionEndDate: '2026-10-31' }, 'Closing'],
    ['the selection ended before (an older version)', { selectionEndDate: '2026-09-30' }, 'Continue'],
    ['nothing this period where there was last period', { current: null }, 'Closing'],
    ['a line that cancels to nothing', { current: { employeePence: 0, employerPence: 0 } }, 'Closing'],
    ['the employee leaves this period', { leaveDate: '2026-10-15' }, 'Leaver'],
    [
      'the employee left before and is paid nothing now',
      { leaveDate: '2026-08-31', current: null },
      'Leaver',
    ],
    ['a leave date after the period', { leaveDate: '2026-12-31' }, 'Continue'],
    ['a new starter who leaves in the same month', { previous: null, leaveDate: '2026-10-30' }, 'Leaver'],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(payrollChange(facts(overrides))).toBe(expected);
  });
});
