/**
 * Calendar dates as the benefits domain uses them: `YYYY-MM-DD` text, with no time and no time zone (a window
 * that closes on 31 December closes on that day wherever the person is). Plain strings compare correctly with
 * `<` and `>`, travel through JSON and SQL `date` columns unchanged, and never shift by an hour.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// Dates are worked out on every cost quote and eligibility answer: these read the text's digits directly
// rather than through a regular expression and a Date (a profile of the costs route found them in its top ten).
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** The number the digits of `text` from `start` to `end` write, or -1 when any of them is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The parts of a valid date; throws on anything else (a programming error: inputs are validated at the edge). */
export function partsOf(date: IsoDate): DateParts {
  const shaped = date.length === 10 && date[4] === '-' && date[7] === '-';
  const year = shaped ? digitsAt(date, 0, 4) : -1;
  const month = shaped ? digitsAt(date, 5, 7) : -1;
  const day = shaped ? digitsAt(date, 8, 10) : -1;
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  try {
    partsOf(value);
    return true;
  } catch {
    return false;
  }
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

export function isoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

// en-CA formats as YYYY-MM-DD. Made once, when first asked: building a formatter costs far more than using one, and
// the first one a browser page builds loads the locale and time-zone data (about 60 ms of the home page's start when
// this module made it as it loaded, for pages that never asked for a date).
let ukDay: Intl.DateTimeFormat | undefined;
const ukDayFormat = () => (ukDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }));

// UK offsets are whole hours, so every instant of one minute has the same UK date: the last answer is kept.
let lastMinute = Number.NaN;
let lastDay = '';

/** The calendar date of an instant in UK time (where payroll and windows are reckoned). */
export function ukDateOf(instant: Date): IsoDate {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = ukDayFormat().format(instant);
    lastMinute = minute;
  }
  return lastDay;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole months later (or earlier), the day of month kept and clamped to the month's end (31 Jan + 1 = 28 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return isoDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/** Whole calendar months from one date's month to another's (November 2026 to March 2027 is 4). */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Completed years from a date of birth to a date (a birthday on 29 February counts on 28 February). */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  const birth = partsOf(dateOfBirth);
  const day = partsOf(on);
  const birthdayThisYear = isoDate({
    year: day.year,
    month: birth.month,
    day: Math.min(birth.day, daysInMonth(day.year, birth.month)),
  });
  return day.year - birth.year - (on < birthdayThisYear ? 1 : 0);
}

/** '1 February 2027', as the portal writes dates in sentences. */
export function longDate(date: IsoDate): string {
  const { year, month, day } = partsOf(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'October 2026': a month as people say it (a pay period, a statement's 'Month Year' label). */
export function monthYear(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: IsoDate): number {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Saturday or Sunday. */
export function isWeekend(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}
