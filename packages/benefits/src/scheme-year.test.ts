import { describe, expect, it } from 'vitest';
import {
  closingReminderDate,
  coversGroup,
  isCutOffDay,
  newSchemeYearProblems,
  nextWindowAfter,
  openWindowOn,
  schemeYearOn,
  schemeYearProblems,
  windowProblems,
  windowState,
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

  it("find a group's open and next windows: a window naming groups covers only those", () => {
    const year = {
      ...demo2026,
      windows: [
        { opensOn: '2026-11-01', closesOn: '2026-12-31', groups: ['health', 'ccv'] },
        { opensOn: '2027-02-01', closesOn: '2027-02-14', groups: [] },
      ],
    };
    expect(coversGroup(year.windows[0]!, 'health')).toBe(true);
    expect(coversGroup(year.windows[0]!, 'lifestyle')).toBe(false);
    expect(coversGroup(year.windows[1]!, 'lifestyle')).toBe(true);
    expect(openWindowOn(year, '2026-11-24', 'health')?.closesOn).toBe('2026-12-31');
    expect(openWindowOn(year, '2026-11-24', 'lifestyle')).toBeNull();
    // No group given: the year's own state, whichever groups the window covers.
    expect(openWindowOn(year, '2026-11-24')?.closesOn).toBe('2026-12-31');
    expect(nextWindowAfter([year], '2026-10-01', 'lifestyle')?.opensOn).toBe('2027-02-01');
    expect(nextWindowAfter([year], '2026-10-01')?.opensOn).toBe('2026-11-01');
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

describe("an operator's window and cut-off day", () => {
  const year = { startsOn: '2026-04-01', endsOn: '2027-03-31' };
  const others = [{ opensOn: '2026-11-01', closesOn: '2026-12-31' }];

  it('accept a window within the year that shares no day with another', () => {
    expect(windowProblems(year, others, { opensOn: '2027-01-01', closesOn: '2027-01-31' })).toEqual([]);
    expect(windowProblems(year, others, { opensOn: '2026-04-01', closesOn: '2026-04-01' })).toEqual([]);
    expect(windowProblems(year, [], { opensOn: '2026-04-01', closesOn: '2027-03-31' })).toEqual([]);
  });

  it('refuse a window that closes before it opens, by its close date', () => {
    expect(windowProblems(year, others, { opensOn: '2026-06-10', closesOn: '2026-06-09' })).toEqual([
      { field: 'closesOn', problem: 'closes-before-opens' },
    ]);
  });

  it('refuse a window that closes outside the scheme year; it may open before the year starts', () => {
    expect(windowProblems(year, [], { opensOn: '2026-03-01', closesOn: '2026-04-30' })).toEqual([]);
    expect(windowProblems(year, [], { opensOn: '2026-02-01', closesOn: '2026-03-31' })).toEqual([
      { field: 'closesOn', problem: 'outside-year' },
    ]);
    expect(windowProblems(year, [], { opensOn: '2027-03-01', closesOn: '2027-04-01' })).toEqual([
      { field: 'closesOn', problem: 'outside-year' },
    ]);
  });

  it('refuse a window sharing even one day with another, naming that window', () => {
    for (const window of [
      { opensOn: '2026-10-01', closesOn: '2026-11-01' },
      { opensOn: '2026-12-31', closesOn: '2027-01-15' },
      { opensOn: '2026-11-10', closesOn: '2026-11-20' },
      { opensOn: '2026-10-01', closesOn: '2027-01-15' },
    ]) {
      expect(windowProblems(year, others, window)).toEqual([
        { field: 'opensOn', problem: 'overlaps', other: others[0] },
      ]);
    }
  });

  it('say whether a window has opened, first and last days counted as open', () => {
    const window = { opensOn: '2026-11-01', closesOn: '2026-12-31' };
    expect(windowState(window, '2026-10-31')).toBe('upcoming');
    expect(windowState(window, '2026-11-01')).toBe('open');
    expect(windowState(window, '2026-12-31')).toBe('open');
    expect(windowState(window, '2027-01-01')).toBe('closed');
  });

  it('take a cut-off day from 1 to 28 only', () => {
    expect([0, 1, 28, 29, 10.5, Number.NaN].map(isCutOffDay)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("an operator's new scheme year", () => {
  const years = [demo2026];
  const year2027 = { year: 2027, startsOn: '2027-04-01', endsOn: '2028-03-31' };

  it('accept the next year, the day after the last one ends, and a first year of any length', () => {
    expect(newSchemeYearProblems(years, year2027)).toEqual([]);
    expect(newSchemeYearProblems([], { year: 2026, startsOn: '2026-01-01', endsOn: '2026-01-02' })).toEqual(
      [],
    );
  });

  it('refuse a number the client already has, by the year (not also as an overlap with itself)', () => {
    expect(newSchemeYearProblems(years, { ...demo2026 })).toEqual([{ field: 'year', problem: 'taken' }]);
  });

  it('refuse an end on or before the start, by the end date', () => {
    for (const endsOn of ['2027-04-01', '2027-03-31']) {
      expect(newSchemeYearProblems(years, { ...year2027, endsOn })).toEqual([
        { field: 'endsOn', problem: 'ends-before-starts' },
      ]);
    }
  });

  it('refuse a start outside the year its number names, by the start date', () => {
    expect(newSchemeYearProblems(years, { ...year2027, year: 2028 })).toEqual([
      { field: 'startsOn', problem: 'not-in-year' },
    ]);
  });

  it('refuse a year sharing even one day with another, naming that year', () => {
    for (const dates of [
      { startsOn: '2027-03-31', endsOn: '2028-03-30' },
      { startsOn: '2027-01-01', endsOn: '2027-12-31' },
    ]) {
      expect(newSchemeYearProblems(years, { ...year2027, ...dates })).toEqual([
        { field: 'startsOn', problem: 'overlaps', other: demo2026 },
      ]);
    }
    // A year before the others is checked the same way.
    expect(
      newSchemeYearProblems(years, { year: 2025, startsOn: '2025-04-01', endsOn: '2026-04-01' }),
    ).toEqual([{ field: 'startsOn', problem: 'overlaps', other: demo2026 }]);
  });

  it('say every problem at once, each by its field', () => {
    expect(
      newSchemeYearProblems(years, { year: 2026, startsOn: '2027-05-01', endsOn: '2027-04-30' }),
    ).toEqual([
      { field: 'year', problem: 'taken' },
      { field: 'startsOn', problem: 'not-in-year' },
      { field: 'endsOn', problem: 'ends-before-starts' },
    ]);
  });
});
