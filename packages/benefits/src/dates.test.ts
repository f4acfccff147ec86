import { describe, expect, it } from 'vitest';
import { addDays, addMonths, ageOn, isIsoDate, longDate, monthsBetween, ukDateOf } from './dates.ts';

describe('calendar dates', () => {
  it('add days across months and years', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('add months keeping the day, clamped to the end of a shorter month', () => {
    expect(addMonths('2026-11-24', 1)).toBe('2026-12-24');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });

  it('count whole calendar months between two dates', () => {
    expect(monthsBetween('2026-11-24', '2027-03-01')).toBe(4);
    expect(monthsBetween('2027-03-01', '2026-11-24')).toBe(-4);
  });

  it('count completed years of age, a 29 February birthday counting on 28 February', () => {
    expect(ageOn('1987-09-02', '2026-11-24')).toBe(39);
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn('2008-11-24', '2026-11-24')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
  });

  it('write dates the way sentences need them', () => {
    expect(longDate('2027-02-01')).toBe('1 February 2027');
    expect(longDate('2026-12-31')).toBe('31 December 2026');
  });

  it('refuse what is not a calendar date', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('24/11/2026')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    for (const shape of [
      '2026-11-1',
      '2026-11-011',
      '2026/11/01',
      '+026-11-01',
      '2026-1a-01',
      '2026-11-00',
      '',
    ]) {
      expect(isIsoDate(shape)).toBe(false);
    }
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a calendar date: 2026-02-30');
  });

  it('take the UK date of an instant, summer time included', () => {
    expect(ukDateOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDateOf(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-24');
  });
});
