import { describe, expect, it } from 'vitest';
import {
  closingReminderDate,
  nextWindowAfter,
  openWindowOn,
  schemeYearOn,
  schemeYearProblems,
} from './scheme-year.ts';
import { demo2026, demo2027 } from './test-fixtures.ts';

describe('scheme years and enrolment windows', () => {
  it('find the scheme year of a day', () => {
    expect(schemeYearOn([demo2026, demo2027], '2026-11-24')?.year).toBe(2026);
    expect(schemeYearOn([demo2026, demo2027], '2027-04-01')?.year).toBe(2027);
    expect(schemeYearOn([demo2026], '2028-01-01')).toBeNull();
  });

  it("find the window open on a day, first and last days included (Demo Ltd's mid-year window)", () => {
    expect(openWindowOn(demo2026, '2026-11-01')).toEqual({ opensOn: '2026-11-01', closesOn: '2026-12-31' });
    expect(openWindowOn(demo2026, '2026-12-31')).not.toBeNull();
    expect(openWindowOn(demo2026, '2027-01-01')).toBeNull();
  });

  it('find the next window to open, in a later scheme year too', () => {
    expect(nextWindowAfter([demo2026, demo2027], '2026-11-24')?.opensOn).toBe('2027-03-01');
    expect(nextWindowAfter([demo2026, demo2027], '2026-06-01')?.opensOn).toBe('2026-11-01');
    expect(nextWindowAfter([demo2026], '2027-01-01')).toBeNull();
  });

  it('remind employees seven days before a window closes', () => {
    expect(closingReminderDate({ opensOn: '2026-11-01', closesOn: '2026-12-31' })).toBe('2026-12-24');
  });

  it('report what an operator got wrong in a scheme year', () => {
    expect(schemeYearProblems(demo2026)).toEqual([]);
    expect(
      schemeYearProblems({
        ...demo2026,
        payrollCutOffDay: 31,
        windows: [
          { opensOn: '2026-03-01', closesOn: '2026-04-30' },
          { opensOn: '2026-04-15', closesOn: '2026-04-10' },
        ],
      }),
    ).toEqual([
      'the payroll cut-off day must be a day from 1 to 28',
      'the window opening 2026-04-15 closes before it opens',
      'the windows opening 2026-03-01 and 2026-04-15 overlap',
    ]);
  });
});
