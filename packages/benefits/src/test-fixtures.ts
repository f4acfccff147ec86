import type { EmployeeRecord } from './eligibility.ts';
import type { SchemeYear } from './scheme-year.ts';

/** Demo Ltd's scheme years as demo-data.md seeds them in November 2026. */
export const demo2026: SchemeYear = {
  year: 2026,
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  windows: [
    { opensOn: '2026-03-01', closesOn: '2026-04-30' },
    { opensOn: '2026-11-01', closesOn: '2026-12-31' },
  ],
  payrollCutOffDay: 10,
};
export const demo2027: SchemeYear = {
  year: 2027,
  startsOn: '2027-04-01',
  endsOn: '2028-03-31',
  windows: [{ opensOn: '2027-03-01', closesOn: '2027-04-30' }],
  payrollCutOffDay: 10,
};
/** Northwind: its window is closed (changes only after a life event). */
export const northwind2026: SchemeYear = {
  ...demo2026,
  windows: [{ opensOn: '2026-03-01', closesOn: '2026-04-30' }],
};

export const alex: EmployeeRecord = {
  employmentStatus: 'active',
  startDate: '2019-05-07',
  probationEndDate: '2019-11-06',
  contractType: 'permanent',
  weeklyHours: 37.5,
  dateOfBirth: '1988-03-14',
  leaveDate: null,
};
export const robin: EmployeeRecord = {
  ...alex,
  startDate: '2026-08-03',
  probationEndDate: '2027-01-31',
  dateOfBirth: '1999-07-21',
};
export const taylor: EmployeeRecord = { ...alex, employmentStatus: 'left', leaveDate: '2026-08-31' };
