/**
 * The roster file an employer uploads (BENEFITS.md, Employer side: Uploads): its columns, and one row read into
 * an employee's record or the problems that stop it (row, column, value, message), so the whole file can be
 * checked before anything is written.
 */
import { isIsoDate, isoDate, type IsoDate } from './dates.ts';
import type { TaxRegion } from './costs/tax-years.ts';
import { CONTRACT_TYPES, type ContractType } from './eligibility.ts';

/** How the file names each tax region (its code is accepted too). */
export const TAX_REGION_NAMES: Record<TaxRegion, string> = {
  'england-ni': 'England and Northern Ireland',
  wales: 'Wales',
  scotland: 'Scotland',
};

/** The template's columns, in order, with an example row. */
export const ROSTER_COLUMNS = [
  { key: 'employeeNumber', header: 'Employee number', required: true, example: 'DL2001' },
  { key: 'firstName', header: 'First name', required: true, example: 'Priya' },
  { key: 'surname', header: 'Surname', required: true, example: 'Shah' },
  { key: 'email', header: 'Email', required: true, example: 'priya.shah@example.com' },
  { key: 'dateOfBirth', header: 'Date of birth', required: false, example: '14/03/1990' },
  { key: 'startDate', header: 'Start date', required: true, example: '01/12/2026' },
  { key: 'probationEndDate', header: 'Probation end date', required: false, example: '01/03/2027' },
  { key: 'leaveDate', header: 'Leave date', required: false, example: '' },
  { key: 'salary', header: 'Annual salary (GBP)', required: true, example: '32000' },
  { key: 'weeklyHours', header: 'Weekly hours', required: true, example: '37.5' },
  { key: 'contractType', header: 'Contract type', required: true, example: 'permanent' },
  { key: 'taxRegion', header: 'Tax region', required: true, example: TAX_REGION_NAMES['england-ni'] },
  { key: 'location', header: 'Location', required: false, example: 'London' },
] as const;
export type RosterColumnKey = (typeof ROSTER_COLUMNS)[number]['key'];

export interface RosterRecord {
  employeeNumber: string;
  firstName: string;
  surname: string;
  email: string;
  dateOfBirth: IsoDate | null;
  startDate: IsoDate;
  probationEndDate: IsoDate | null;
  leaveDate: IsoDate | null;
  salaryPence: number;
  weeklyHours: number;
  contractType: ContractType;
  taxRegion: TaxRegion;
  location: string | null;
}

export interface RowProblem {
  column: string;
  value: string;
  message: string;
}

const HEADER_OF = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column.key, column.header])) as Record<
  RosterColumnKey,
  string
>;
const FORMULA = /^[=+@\t\r]|^-(?!\d)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MAX_TEXT = 200;

/** The headers the file lacks, and those it has that the template does not (case and spacing aside). */
export function rosterHeaderProblems(headers: readonly string[]): { missing: string[]; unknown: string[] } {
  const given = new Set(headers.map(normaliseHeader));
  const known = new Set(ROSTER_COLUMNS.map((column) => normaliseHeader(column.header)));
  return {
    missing: ROSTER_COLUMNS.filter((column) => !given.has(normaliseHeader(column.header))).map(
      (column) => column.header,
    ),
    unknown: headers.filter((header) => header.trim() !== '' && !known.has(normaliseHeader(header))),
  };
}

export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** `14/03/1990` or `1990-03-14` as an ISO date; null when it is neither or no such day. */
export function readDate(text: string): IsoDate | null {
  if (isIsoDate(text)) return text;
  const match = UK_DATE.exec(text);
  if (!match) return null;
  try {
    const date = isoDate({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
    return isIsoDate(date) ? date : null;
  } catch {
    return null;
  }
}

/**
 * One row, its cells by the template's headers (as written in the file), read into a record, or the problems
 * that stop it. A cell that begins like a formula is refused rather than read: what a spreadsheet would compute
 * is not what the employer typed.
 */
export function readRosterRow(cellsByHeader: Readonly<Record<string, string>>): {
  record: RosterRecord | null;
  problems: RowProblem[];
} {
  const byHeader = new Map(
    Object.entries(cellsByHeader).map(([header, value]) => [normaliseHeader(header), value ?? '']),
  );
  const problems: RowProblem[] = [];
  const raw = (key: RosterColumnKey) => (byHeader.get(normaliseHeader(HEADER_OF[key])) ?? '').trim();
  const problem = (key: RosterColumnKey, message: string) =>
    problems.push({ column: HEADER_OF[key], value: raw(key), message });

  // Every column is checked, so the employer sees all of a row's problems at once; a column refused here is
  // not checked again below.
  const refused = new Set<RosterColumnKey>();
  for (const column of ROSTER_COLUMNS) {
    const value = raw(column.key);
    const before = problems.length;
    if (FORMULA.test(value)) problem(column.key, `${column.header} holds a formula; enter the value itself`);
    else if (value.length > MAX_TEXT) {
      problem(column.key, `${column.header} is longer than ${MAX_TEXT} characters`);
    } else if (column.required && value === '') problem(column.key, `${column.header} is required`);
    if (problems.length > before) refused.add(column.key);
  }
  const check = (key: RosterColumnKey, bad: boolean, message: string) => {
    if (!refused.has(key) && bad) problem(key, message);
  };

  const date = (key: RosterColumnKey): IsoDate | null => {
    const text = raw(key);
    if (text === '' || refused.has(key)) return null;
    const read = readDate(text);
    check(key, read === null, `${HEADER_OF[key]} must be a date written dd/mm/yyyy`);
    return read;
  };
  const email = raw('email').toLowerCase();
  check('email', !EMAIL.test(email), 'Email must be an e-mail address, such as name@example.com');
  const dateOfBirth = date('dateOfBirth');
  const startDate = date('startDate');
  const probationEndDate = date('probationEndDate');
  const leaveDate = date('leaveDate');
  check(
    'leaveDate',
    !!startDate && !!leaveDate && leaveDate < startDate,
    'Leave date is before the start date',
  );
  const salary = Number(raw('salary').replace(/[£,\s]/g, ''));
  check(
    'salary',
    !Number.isFinite(salary) || salary < 0 || salary > 10_000_000,
    'Annual salary must be an amount in pounds, such as 32000',
  );
  const weeklyHours = Number(raw('weeklyHours'));
  check(
    'weeklyHours',
    !Number.isFinite(weeklyHours) || weeklyHours <= 0 || weeklyHours > 80,
    'Weekly hours must be a number of hours between 0 and 80, such as 37.5',
  );
  const contractType = raw('contractType').toLowerCase().replace(/\s+/g, '-') as ContractType;
  check(
    'contractType',
    !CONTRACT_TYPES.includes(contractType),
    `Contract type must be one of ${CONTRACT_TYPES.join(', ')}`,
  );
  const regionText = raw('taxRegion').toLowerCase();
  const taxRegion = (Object.keys(TAX_REGION_NAMES) as TaxRegion[]).find(
    (code) => code === regionText || TAX_REGION_NAMES[code].toLowerCase() === regionText,
  );
  check('taxRegion', !taxRegion, `Tax region must be one of ${Object.values(TAX_REGION_NAMES).join(', ')}`);
  if (problems.length > 0) return { record: null, problems };
  return {
    record: {
      employeeNumber: raw('employeeNumber'),
      firstName: raw('firstName'),
      surname: raw('surname'),
      email,
      dateOfBirth,
      startDate: startDate!,
      probationEndDate,
      leaveDate,
      salaryPence: Math.round(salary * 100),
      weeklyHours,
      contractType,
      taxRegion: taxRegion!,
      location: raw('location') || null,
    },
    problems,
  };
}
