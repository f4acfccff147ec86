import { describe, expect, it } from 'vitest';
import {
  composeDate,
  daysInMonth,
  EMPTY_PARTS,
  formatDateForApi,
  formatDateForQuery,
  padOnBlur,
  parseQueryDate,
  pastedDate,
  step,
  typeInto,
} from './date-parts.ts';

const parts = (day = '', month = '', year = '') => ({ day, month, year });

describe('date-of-birth rules', () => {
  it('knows the length of every month, with leap years, and allows 29 February until the year is known', () => {
    expect(daysInMonth('01', '')).toBe(31);
    expect(daysInMonth('04', '')).toBe(30);
    expect(daysInMonth('02', '')).toBe(29);
    expect(daysInMonth('02', '199')).toBe(29);
    expect(daysInMonth('02', '2023')).toBe(28);
    expect(daysInMonth('02', '2024')).toBe(29);
    expect(daysInMonth('02', '1900')).toBe(28);
    expect(daysInMonth('02', '2000')).toBe(29);
    expect(daysInMonth('', '')).toBe(31);
    expect(daysInMonth('1', '')).toBe(31);
  });

  it('keeps digits only, at most the box length', () => {
    expect(typeInto('day', 'a1', EMPTY_PARTS).parts.day).toBe('1');
    expect(typeInto('year', '19x9', EMPTY_PARTS).parts.year).toBe('199');
    expect(typeInto('year', '199012', EMPTY_PARTS).parts.year).toBe('1990');
  });

  it('pads a first digit above 3 (day) or 1 (month) and moves on', () => {
    expect(typeInto('day', '4', EMPTY_PARTS)).toEqual({ parts: parts('04'), advance: true });
    expect(typeInto('day', '3', EMPTY_PARTS)).toEqual({ parts: parts('3'), advance: false });
    expect(typeInto('month', '2', EMPTY_PARTS)).toEqual({ parts: parts('', '02'), advance: true });
    expect(typeInto('month', '1', EMPTY_PARTS)).toEqual({ parts: parts('', '1'), advance: false });
  });

  it('refuses a day beyond the month and a month beyond 12, keeping the box as it was', () => {
    expect(typeInto('day', '32', parts('3'))).toEqual({ parts: parts('3'), advance: false });
    expect(typeInto('day', '00', parts('0'))).toEqual({ parts: parts('0'), advance: false });
    expect(typeInto('day', '31', parts('3', '04')).parts.day).toBe('3');
    expect(typeInto('day', '30', parts('3', '02')).parts.day).toBe('3');
    expect(typeInto('day', '29', parts('2', '02', '2023')).parts.day).toBe('2');
    expect(typeInto('day', '29', parts('2', '02', '2024'))).toEqual({
      parts: parts('29', '02', '2024'),
      advance: true,
    });
    expect(typeInto('month', '13', parts('', '1')).parts.month).toBe('1');
    expect(typeInto('month', '00', parts('', '0')).parts.month).toBe('0');
    expect(typeInto('month', '12', parts('', '1'))).toEqual({ parts: parts('', '12'), advance: true });
  });

  it('brings a day down to the month once the month or the year says it is too long', () => {
    expect(typeInto('month', '04', parts('31', '0')).parts).toEqual(parts('30', '04'));
    expect(typeInto('month', '2', parts('31')).parts).toEqual(parts('29', '02'));
    expect(typeInto('year', '2023', parts('29', '02', '202')).parts).toEqual(parts('28', '02', '2023'));
  });

  it('holds a four-digit year within minYear and maxYear', () => {
    const bounds = { minYear: 1900, maxYear: 2026 };
    expect(typeInto('year', '1850', EMPTY_PARTS, bounds).parts.year).toBe('1900');
    expect(typeInto('year', '2030', EMPTY_PARTS, bounds).parts.year).toBe('2026');
    expect(typeInto('year', '1990', EMPTY_PARTS, bounds)).toEqual({
      parts: parts('', '', '1990'),
      advance: true,
    });
    expect(typeInto('year', '185', EMPTY_PARTS, bounds).parts.year).toBe('185');
  });

  it('steps values up and down within their range, starting an empty box at its first value', () => {
    expect(step('day', 1, EMPTY_PARTS).day).toBe('01');
    expect(step('day', -1, EMPTY_PARTS).day).toBe('31');
    expect(step('day', 1, parts('09')).day).toBe('10');
    expect(step('day', 1, parts('30', '04')).day).toBe('30');
    expect(step('day', -1, parts('01')).day).toBe('01');
    expect(step('month', 1, parts('', '12')).month).toBe('12');
    expect(step('month', -1, parts('', '')).month).toBe('12');
    expect(step('month', 1, parts('31', '03')).month).toBe('04');
    expect(step('month', 1, parts('31', '03'))).toEqual(parts('30', '04'));
    expect(step('year', 1, parts('', '', '1990')).year).toBe('1991');
    expect(step('year', 1, parts('', '', '2026'), { maxYear: 2026 }).year).toBe('2026');
    expect(step('year', -1, EMPTY_PARTS, { minYear: 1900, maxYear: 2026 }).year).toBe('2026');
    expect(step('year', -1, parts('29', '02', '2024'))).toEqual(parts('28', '02', '2023'));
  });

  it('pads day and month on blur, but not the year and not a lone 0', () => {
    expect(padOnBlur('day', parts('7'))).toEqual(parts('07'));
    expect(padOnBlur('month', parts('', '1'))).toEqual(parts('', '01'));
    expect(padOnBlur('day', parts('0'))).toEqual(parts('0'));
    expect(padOnBlur('year', parts('', '', '199'))).toEqual(parts('', '', '199'));
    expect(padOnBlur('day', parts('17'))).toEqual(parts('17'));
  });

  it('reads a pasted whole date', () => {
    expect(pastedDate('17/05/1990')).toEqual(parts('17', '05', '1990'));
    expect(pastedDate(' 7-5-1990 ')).toEqual(parts('07', '05', '1990'));
    expect(pastedDate('17.05.1990')).toEqual(parts('17', '05', '1990'));
    expect(pastedDate('17')).toBeNull();
    expect(pastedDate('1990-05-17')).toBeNull();
  });

  it('composes yyyy-mm-dd for a complete real date within the bounds only', () => {
    expect(composeDate(parts('17', '05', '1990'))).toBe('1990-05-17');
    expect(composeDate(parts('7', '5', '1990'))).toBe('1990-05-07');
    expect(composeDate(parts('29', '02', '2024'))).toBe('2024-02-29');
    expect(composeDate(parts('29', '02', '2023'))).toBe('');
    expect(composeDate(parts('31', '04', '1990'))).toBe('');
    expect(composeDate(parts('17', '05', '199'))).toBe('');
    expect(composeDate(parts('', '05', '1990'))).toBe('');
    expect(composeDate(parts('00', '05', '1990'))).toBe('');
    expect(composeDate(parts('17', '05', '1890'), { minYear: 1900 })).toBe('');
  });

  it('formats the value for the API (dd/mm/yyyy) and the reset query (dd-mm-yyyy), and reads the query back', () => {
    expect(formatDateForApi('1990-05-17')).toBe('17/05/1990');
    expect(formatDateForApi('')).toBe('');
    expect(formatDateForQuery('1990-05-17')).toBe('17-05-1990');
    expect(parseQueryDate('17-05-1990')).toBe('1990-05-17');
    expect(parseQueryDate('31-02-1990')).toBe('');
    expect(parseQueryDate('17/05/1990')).toBe('');
    expect(parseQueryDate(null)).toBe('');
  });
});
