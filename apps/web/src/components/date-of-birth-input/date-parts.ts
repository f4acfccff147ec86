import { DATE_FIELD_LENGTHS } from '@portal/contracts/constants';

/**
 * The date-of-birth rules (spec section 5, Date of birth) as pure functions over the three boxes' text, so the
 * component only wires them to keys and focus. A date is 'yyyy-mm-dd' inside the app, 'dd/mm/yyyy' to the API
 * and 'dd-mm-yyyy' in the reset page's query.
 */

export type DatePart = 'day' | 'month' | 'year';
export interface DateParts {
  day: string;
  month: string;
  year: string;
}
export interface YearBounds {
  minYear?: number;
  maxYear?: number;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month; February has 29 until a full year says otherwise. An unknown month allows 31. */
export function daysInMonth(month: string, year: string): number {
  const m = Number(month);
  if (month.length !== DATE_FIELD_LENGTHS.month || m < 1 || m > 12) return 31;
  if (m === 2) return year.length === DATE_FIELD_LENGTHS.year && !isLeapYear(Number(year)) ? 28 : 29;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

const yearRange = ({ minYear, maxYear }: YearBounds) => ({ min: minYear ?? 1, max: maxYear ?? 9999 });

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A complete day that no longer fits its month (31 → April) is brought down to the month's last day. */
function fitDay(parts: DateParts): DateParts {
  if (parts.day.length !== DATE_FIELD_LENGTHS.day) return parts;
  const max = daysInMonth(parts.month, parts.year);
  return Number(parts.day) > max ? { ...parts, day: pad(max, 2) } : parts;
}

export interface TypedResult {
  parts: DateParts;
  /** The box is complete: focus moves to the next one. */
  advance: boolean;
}

/**
 * What typing into a box leaves: digits only, at most the box's length; a first digit above 3 (day) or 1 (month)
 * is padded and completes the box; a two-digit day or month out of range is refused (the box keeps its previous
 * text); a four-digit year is held within minYear and maxYear. The day always fits the month.
 */
export function typeInto(
  part: DatePart,
  raw: string,
  parts: DateParts,
  bounds: YearBounds = {},
): TypedResult {
  const length = DATE_FIELD_LENGTHS[part];
  const digits = raw.replace(/\D/g, '').slice(0, length);
  const unchanged = { parts, advance: false };
  if (part === 'year') {
    if (digits.length < length) return { parts: { ...parts, year: digits }, advance: false };
    const { min, max } = yearRange(bounds);
    const year = pad(clamp(Number(digits), min, max), length);
    return { parts: fitDay({ ...parts, year }), advance: true };
  }
  const firstDigitLimit = part === 'day' ? 3 : 1;
  if (digits.length === 1 && Number(digits) > firstDigitLimit) {
    return { parts: fitDay({ ...parts, [part]: `0${digits}` }), advance: true };
  }
  if (digits.length === 2) {
    const value = Number(digits);
    const max = part === 'day' ? daysInMonth(parts.month, parts.year) : 12;
    if (value < 1 || value > max) return unchanged;
    return { parts: fitDay({ ...parts, [part]: digits }), advance: true };
  }
  return { parts: { ...parts, [part]: digits }, advance: false };
}

/** ArrowUp (+1) or ArrowDown (-1): stays within the box's range; an empty box starts at its first value. */
export function step(
  part: DatePart,
  direction: 1 | -1,
  parts: DateParts,
  bounds: YearBounds = {},
): DateParts {
  const current = parts[part];
  if (part === 'year') {
    const { min, max } = yearRange(bounds);
    const start = bounds.maxYear ?? bounds.minYear ?? 2000;
    const next = current.length === 0 ? clamp(start, min, max) : clamp(Number(current) + direction, min, max);
    return fitDay({ ...parts, year: pad(next, DATE_FIELD_LENGTHS.year) });
  }
  const max = part === 'day' ? daysInMonth(parts.month, parts.year) : 12;
  const next =
    current.length === 0 ? (direction === 1 ? 1 : max) : clamp(Number(current) + direction, 1, max);
  return fitDay({ ...parts, [part]: pad(next, 2) });
}

/** On leaving a box: a single-digit day or month gets its leading zero ('0' alone stays as typed). */
export function padOnBlur(part: DatePart, parts: DateParts): DateParts {
  const value = parts[part];
  if (part === 'year' || value.length !== 1 || value === '0') return parts;
  return fitDay({ ...parts, [part]: `0${value}` });
}

/** A pasted whole date (17/05/1990, 17-5-1990, 17.05.1990, 17 05 1990) fills the three boxes. */
export function pastedDate(text: string): DateParts | null {
  const match = /^\s*(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return { day: day.padStart(2, '0'), month: month.padStart(2, '0'), year };
}

/** True when the three numbers name a real calendar day. */
function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The value of the boxes: 'yyyy-mm-dd' for a complete real date within the bounds, otherwise ''. */
export function composeDate(parts: DateParts, bounds: YearBounds = {}): string {
  const { day, month, year } = parts;
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return '';
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const { min, max } = yearRange(bounds);
  if (y < min || y > max || !isRealDate(y, m, d)) return '';
  return `${year}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** The boxes of a 'yyyy-mm-dd' value (empty boxes for anything else). */
export function partsOf(value: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' } : EMPTY_PARTS;
}

export const isEmptyParts = (parts: DateParts) => !parts.day && !parts.month && !parts.year;

const VALUE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' → 'dd/mm/yyyy', as the API takes dates of birth ('' when the value is not a date). */
export function formatDateForApi(value: string): string {
  const match = VALUE_PATTERN.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'yyyy-mm-dd' → 'dd-mm-yyyy', as the reset page carries the verified date in its query. */
export function formatDateForQuery(value: string): string {
  const match = VALUE_PATTERN.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** 'dd-mm-yyyy' (the reset page's query) → 'yyyy-mm-dd', or '' when it is not a real date. */
export function parseQueryDate(text: string | null): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? '');
  if (!match) return '';
  return composeDate({ day: match[1] ?? '', month: match[2] ?? '', year: match[3] ?? '' });
}
