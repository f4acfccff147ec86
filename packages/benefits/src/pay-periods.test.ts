import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday } from './bank-holidays.ts';
import { cutOffDate, firstPeriodFrom, lastDayOfCover, payPeriod, payPeriodOf } from './pay-periods.ts';

describe('bank holidays of England and Wales', () => {
  it('find Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
  });

  it('list each year as gov.uk publishes it, substitute days included', () => {
    expect(bankHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(bankHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });
});

describe('pay periods', () => {
  it('run for a calendar month and pay on its last working day', () => {
    expect(payPeriod('2026-11')).toEqual({
      id: '2026-11',
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      payDay: '2026-11-30',
    });
    // 31 August 2026 is the summer bank holiday: paid on Friday 28 August (demo-data: Taylor's last payment).
    expect(payPeriod('2026-08').payDay).toBe('2026-08-28');
    // Saturday 31 October 2026.
    expect(payPeriod('2026-10').payDay).toBe('2026-10-30');
    // 2024: Good Friday 29 March, then a weekend.
    expect(payPeriod('2024-03').payDay).toBe('2024-03-28');
    expect(payPeriodOf('2027-02-14').id).toBe('2027-02');
  });

  it("close to changes on the cut-off day of the month before (Demo Ltd's 10th)", () => {
    expect(cutOffDate('2026-12', 10)).toBe('2026-11-10');
    expect(cutOffDate('2027-01', 10)).toBe('2026-12-10');
    expect(cutOffDate('2027-03', 31)).toBe('2027-02-28');
  });

  it('start a change in the next period up to the cut-off, and the month after next after it', () => {
    expect(firstPeriodFrom('2026-11-05', 10).id).toBe('2026-12');
    expect(firstPeriodFrom('2026-11-10', 10).id).toBe('2026-12');
    expect(firstPeriodFrom('2026-11-11', 10).id).toBe('2027-01');
    expect(firstPeriodFrom('2026-12-31', 10).id).toBe('2027-02');
  });

  it('end cover at the end of the last period whose payroll was already fixed', () => {
    expect(lastDayOfCover('2026-11-05', 10)).toBe('2026-11-30');
    expect(lastDayOfCover('2026-11-15', 10)).toBe('2026-12-31');
  });

  it('refuse what is not a period', () => {
    expect(() => payPeriod('2026-13')).toThrow('Not a pay period: 2026-13');
  });
});
