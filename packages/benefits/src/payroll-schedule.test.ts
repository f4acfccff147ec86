import { describe, expect, it } from 'vitest';
import { eligibilityOf, newJoinerWindow } from './eligibility.ts';
import { lifeEventWindow } from './life-events.ts';
import { payPeriod } from './pay-periods.ts';
import { periodsPaidBy, payrollPeriodProblem } from './payroll.ts';
import {
  lifeEventDaysAfter,
  newJoinerWindowDaysOn,
  payDayRuleFor,
  payPeriodIn,
  payrollScheduleOf,
  payrollScheduleProblems,
} from './payroll-schedule.ts';
import { demo2026, demo2027, robin } from './test-fixtures.ts';
import { nextVoucherDate } from './vouchers.ts';
import { wizardResult } from './wizard-result.ts';

describe('a pay day of the month', () => {
  it('is that day when it is a working day', () => {
    expect(payPeriod('2026-11', 20).payDay).toBe('2026-11-20');
  });

  it('moves back to the Friday when it falls on a weekend', () => {
    expect(payPeriod('2026-11', 15).payDay).toBe('2026-11-13');
    // The 1st on a Saturday is paid on the last working day of the month before.
    expect(payPeriod('2026-08', 1).payDay).toBe('2026-07-31');
  });

  it('moves back past a bank holiday, and past the weekend before it', () => {
    expect(payPeriod('2026-05', 25).payDay).toBe('2026-05-22');
    expect(payPeriod('2026-12', 25).payDay).toBe('2026-12-24');
  });

  it('day 28 in February is the 28th, or the working day before it', () => {
    expect(payPeriod('2026-02', 28).payDay).toBe('2026-02-27');
    expect(payPeriod('2027-02', 28).payDay).toBe('2027-02-26');
    expect(payPeriod('2028-02', 28).payDay).toBe('2028-02-28');
  });

  it('keeps the last working day as the default, and each rule its own period', () => {
    expect(payPeriod('2026-11').payDay).toBe('2026-11-30');
    expect(payPeriod('2026-11', 'last-working-day')).toBe(payPeriod('2026-11'));
    expect(payPeriod('2026-11', 20)).not.toBe(payPeriod('2026-11'));
    expect(() => payPeriod('2026-11', 29)).toThrow(RangeError);
  });
});

describe("a scheme year's pay day", () => {
  const paidOn15th = { ...demo2026, payDay: 15 };

  it('applies to the periods whose last day is in the year, and the default elsewhere', () => {
    expect(payDayRuleFor([paidOn15th, demo2027], '2027-03')).toBe(15);
    expect(payDayRuleFor([paidOn15th, demo2027], '2027-04')).toBe('last-working-day');
    expect(payDayRuleFor([], '2026-11')).toBe('last-working-day');
    expect(payPeriodIn([paidOn15th], '2026-11').payDay).toBe('2026-11-13');
  });

  it('lets a period be run from its pay day', () => {
    expect(payrollPeriodProblem('2026-11', [paidOn15th], '2026-11-13')).toBeNull();
    expect(payrollPeriodProblem('2026-11', [demo2026], '2026-11-13')).toMatch(/paid on 30 November 2026/);
    expect(periodsPaidBy(paidOn15th, '2026-06-15')).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(periodsPaidBy(demo2026, '2026-06-15')).toEqual(['2026-04', '2026-05']);
  });

  it('dates the vouchers and the first deduction', () => {
    expect(nextVoucherDate('2026-11-14', [paidOn15th])).toBe('2026-12-15');
    expect(nextVoucherDate('2026-11-13', [paidOn15th])).toBe('2026-11-13');
    expect(nextVoucherDate('2026-11-14')).toBe('2026-11-30');
    const result = wizardResult({
      benefitName: 'Cycle to Work',
      kind: 'salary-sacrifice',
      status: 'approved',
      startDate: '2026-12-01',
      pendingReason: null,
      today: '2026-11-05',
      payrollCutOffDay: 10,
      payDay: 15,
      employerName: 'Demo Ltd',
    });
    expect(result.firstDeductionOn).toBe('2026-12-15');
  });
});

describe('the schedule an operator writes', () => {
  const sound = payrollScheduleOf(demo2026);

  it('has the defaults when the year sets none', () => {
    expect(sound).toEqual({
      payrollCutOffDay: 10,
      payDay: 'last-working-day',
      newJoinerWindowDays: 30,
      lifeEventWindowDays: 30,
    });
    expect(payrollScheduleProblems(sound)).toEqual([]);
  });

  it('names each field out of its range', () => {
    expect(
      payrollScheduleProblems({
        payrollCutOffDay: 29,
        payDay: 0,
        newJoinerWindowDays: 6,
        lifeEventWindowDays: 181,
      }),
    ).toEqual(['payrollCutOffDay', 'payDay', 'newJoinerWindowDays', 'lifeEventWindowDays']);
    expect(
      payrollScheduleProblems({ ...sound, payDay: 28, newJoinerWindowDays: 90, lifeEventWindowDays: 7 }),
    ).toEqual([]);
    expect(payrollScheduleProblems({ ...sound, payDay: 12.5, newJoinerWindowDays: 7.5 })).toEqual([
      'payDay',
      'newJoinerWindowDays',
    ]);
  });
});

describe("a new joiner's window", () => {
  // Robin's probation ends on 31 January 2027: benefits open on 1 February 2027, in Demo Ltd's 2026 year.
  const longer = { ...demo2026, newJoinerWindowDays: 60 };

  it('lasts the length of the year their benefits open in', () => {
    expect(newJoinerWindow(robin, [longer, demo2027])).toEqual({
      opensOn: '2027-02-01',
      closesOn: '2027-04-01',
    });
    expect(newJoinerWindowDaysOn([demo2026], '2027-02-01')).toBe(30);
    expect(newJoinerWindow(robin)).toEqual({ opensOn: '2027-02-01', closesOn: '2027-03-02' });
  });

  it('opens the choice until its last day', () => {
    const benefit = { kind: 'flexible' as const, rules: {} };
    const on = (today: string) =>
      eligibilityOf(robin, benefit, { today, schemeYear: longer, schemeYears: [longer], isMember: false });
    expect(on('2027-04-01')).toMatchObject({ status: 'open', until: '2027-04-01' });
  });
});

describe("a life event's window length", () => {
  const longer = { ...demo2026, lifeEventWindowDays: 90 };

  it("is the type's own when it sets one", () => {
    expect(lifeEventDaysAfter(14, [longer], '2026-11-10', longer)).toBe(14);
  });

  it("else the length of the year of the event, else the current year's, else 30 days", () => {
    expect(lifeEventDaysAfter(null, [longer, demo2027], '2026-11-10', demo2027)).toBe(90);
    expect(lifeEventDaysAfter(null, [longer], '2026-03-10', longer)).toBe(90);
    expect(lifeEventDaysAfter(null, [demo2026], '2026-11-10', demo2026)).toBe(30);
    expect(lifeEventDaysAfter(null, [], '2026-11-10', null)).toBe(30);
    expect(lifeEventWindow('2026-11-10', { daysBefore: 0, daysAfter: 90 }).closesOn).toBe('2027-02-08');
  });
});
