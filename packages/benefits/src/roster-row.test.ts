import { describe, expect, it } from 'vitest';
import { readDate, readRosterRow, ROSTER_COLUMNS, rosterHeaderProblems } from './roster-row.ts';

const example = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column.header, column.example]));
const row = (overrides: Record<string, string>) => readRosterRow({ ...example, ...overrides });

describe('the roster template', () => {
  it('reads its own example row into a record', () => {
    expect(readRosterRow(example)).toEqual({
      record: {
        employeeNumber: 'DL2001',
        firstName: 'Priya',
        surname: 'Shah',
        email: 'priya.shah@example.com',
        dateOfBirth: '1990-03-14',
        startDate: '2026-12-01',
        probationEndDate: '2027-03-01',
        leaveDate: null,
        salaryPence: 3_200_000,
        weeklyHours: 37.5,
        contractType: 'permanent',
        taxRegion: 'england-ni',
        location: 'London',
      },
      problems: [],
    });
  });

  it('names the headers a file lacks and those it should not have, whatever their case and spacing', () => {
    const headers = ROSTER_COLUMNS.map((column) => column.header.toUpperCase()).filter((h) => h !== 'EMAIL');
    expect(rosterHeaderProblems(['\uFEFFEmployee  number', ...headers.slice(1), 'Shoe size'])).toEqual({
      missing: ['Email'],
      unknown: ['Shoe size'],
    });
  });
});

describe('a roster row', () => {
  it.each<[string, Record<string, string>, { column: string; message: string }]>([
    ['a missing required value', { Surname: ' ' }, { column: 'Surname', message: 'Surname is required' }],
    [
      'a formula',
      { Surname: '=HYPERLINK("http://x.test","y")' },
      { column: 'Surname', message: 'Surname holds a formula; enter the value itself' },
    ],
    [
      'a bad date',
      { 'Start date': '31/02/2026' },
      { column: 'Start date', message: 'Start date must be a date written dd/mm/yyyy' },
    ],
    [
      'words for a date',
      { 'Date of birth': 'last Tuesday' },
      { column: 'Date of birth', message: 'Date of birth must be a date written dd/mm/yyyy' },
    ],
    [
      'leaving before starting',
      { 'Leave date': '01/11/2026' },
      { column: 'Leave date', message: 'Leave date is before the start date' },
    ],
    [
      'a bad e-mail',
      { Email: 'priya at example' },
      { column: 'Email', message: 'Email must be an e-mail address, such as name@example.com' },
    ],
    [
      'a salary in words',
      { 'Annual salary (GBP)': 'thirty thousand' },
      { column: 'Annual salary (GBP)', message: 'Annual salary must be an amount in pounds, such as 32000' },
    ],
    [
      'too many hours',
      { 'Weekly hours': '100' },
      {
        column: 'Weekly hours',
        message: 'Weekly hours must be a number of hours between 0 and 80, such as 37.5',
      },
    ],
    [
      'an unknown contract',
      { 'Contract type': 'zero hours' },
      { column: 'Contract type', message: 'Contract type must be one of permanent, fixed-term, casual' },
    ],
    [
      'an unknown region',
      { 'Tax region': 'Narnia' },
      {
        column: 'Tax region',
        message: 'Tax region must be one of England and Northern Ireland, Wales, Scotland',
      },
    ],
  ])('refuses %s, naming the column and the value', (_name, overrides, expected) => {
    const read = row(overrides);
    expect(read.record).toBeNull();
    expect(read.problems).toContainEqual({ ...expected, value: Object.values(overrides)[0]!.trim() });
  });

  it('reports every problem of a row at once, each column once', () => {
    const read = row({ 'First name': '', 'Start date': '31/02/2026', 'Annual salary (GBP)': '' });
    expect(read.problems.map((problem) => [problem.column, problem.message])).toEqual([
      ['First name', 'First name is required'],
      ['Annual salary (GBP)', 'Annual salary (GBP) is required'],
      ['Start date', 'Start date must be a date written dd/mm/yyyy'],
    ]);
  });

  it('accepts ISO dates, pounds with a sign and commas, region codes and contract words in any case', () => {
    const { record } = row({
      'Start date': '2026-12-01',
      'Annual salary (GBP)': '£32,000.50',
      'Tax region': 'scotland',
      'Contract type': 'Fixed term',
      Email: 'Priya.Shah@Example.com',
    });
    expect(record).toMatchObject({
      startDate: '2026-12-01',
      salaryPence: 3_200_050,
      taxRegion: 'scotland',
      contractType: 'fixed-term',
      email: 'priya.shah@example.com',
    });
  });

  it('reads dd/mm/yyyy as UK dates', () => {
    expect(readDate('1/2/2027')).toBe('2027-02-01');
    expect(readDate('29/02/2027')).toBeNull();
    expect(readDate('2027-13-01')).toBeNull();
  });
});
