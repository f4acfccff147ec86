/**
 * Bank holidays of England and Wales by their standing rules (gov.uk/bank-holidays): New Year's Day, Good
 * Friday, Easter Monday, the early May, spring and summer bank holidays, Christmas Day and Boxing Day, with
 * substitute days when those fall at a weekend. One-off holidays (a coronation, a jubilee) are not rules and
 * are not here; payroll on such a day is the employer's to move. Scotland and Northern Ireland keep other
 * days, but UK payroll providers pay on the England and Wales calendar unless told otherwise.
 */
import { addDays, daysInMonth, isoDate, isWeekend, partsOf, weekdayOf, type IsoDate } from './dates.ts';

/** Easter Sunday (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate({ year, month, day });
}

/** The first (n = 1) or last (n = -1) Monday of a month. */
function monday(year: number, month: number, n: 1 | -1): IsoDate {
  let date = isoDate({ year, month, day: n === 1 ? 1 : daysInMonth(year, month) });
  while (weekdayOf(date) !== 1) date = addDays(date, n);
  return date;
}

/** The first weekday on or after a date that is not already taken. */
function substitute(date: IsoDate, taken: readonly IsoDate[]): IsoDate {
  let day = date;
  while (isWeekend(day) || taken.includes(day)) day = addDays(day, 1);
  return day;
}

// Worked out once per year: pay days and cut-offs ask on every cost calculation.
const byYear = new Map<number, readonly IsoDate[]>();

export function bankHolidays(year: number): readonly IsoDate[] {
  const known = byYear.get(year);
  if (known) return known;
  const holidays = holidaysOf(year);
  byYear.set(year, holidays);
  return holidays;
}

function holidaysOf(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const newYear = substitute(isoDate({ year, month: 1, day: 1 }), []);
  const christmas = substitute(isoDate({ year, month: 12, day: 25 }), []);
  const boxingDay = substitute(isoDate({ year, month: 12, day: 26 }), [christmas]);
  return [
    newYear,
    addDays(easter, -2),
    addDays(easter, 1),
    monday(year, 5, 1),
    monday(year, 5, -1),
    monday(year, 8, -1),
    christmas,
    boxingDay,
  ];
}

export function isBankHoliday(date: IsoDate): boolean {
  return bankHolidays(partsOf(date).year).includes(date);
}

export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isBankHoliday(date);
}
