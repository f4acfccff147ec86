/**
 * The dated facts of the demo's benefits world (shared/demo-data.md, The benefits world), as seeded in
 * November 2026. Seeded in a later month, every one of them moves by the same whole number of months (day
 * kept, clamped to the month's end); dates of birth do not. So the demo always has a window open and Robin is
 * still on probation, whenever it is tried; tests seed at 24 November 2026 and see these dates exactly.
 */
import { addMonths, monthsBetween, type ContractType, type IsoDate } from '@portal/benefits';
import type { SelectionStatus, TaxRegion } from '../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from './ids.ts';

/** The month these dates were written for. */
const WRITTEN_FOR = '2026-11-01';

/** Whole months from November 2026 to the month of `today`; never negative. */
export function demoMonthShift(today: IsoDate): number {
  return Math.max(0, monthsBetween(WRITTEN_FOR, today));
}

export const shiftDate = (date: IsoDate, months: number) => addMonths(date, months);

/** Scheme year 2026, for both tenants; its label follows its start when the dates move a year or more. */
export const SCHEME_YEAR_2026 = {
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  payrollCutOffDay: 10,
} as const;

export const ENROLMENT_WINDOWS: Record<keyof typeof CLIENT_IDS, { opensOn: IsoDate; closesOn: IsoDate }[]> = {
  // The annual window, and a mid-year one so the demo is open when tried.
  demo: [
    { opensOn: '2026-03-01', closesOn: '2026-04-30' },
    { opensOn: '2026-11-01', closesOn: '2026-12-31' },
  ],
  // Closed: Northwind's people change their benefits only after a life event.
  northwind: [{ opensOn: '2026-03-02', closesOn: '2026-03-31' }],
};

export interface SeedRecord {
  userId: string;
  clientId: string;
  salary: number;
  weeklyHours: number;
  taxRegion: TaxRegion;
  contractType: ContractType;
  startDate: IsoDate;
  probationEndDate: IsoDate | null;
  leaveDate: IsoDate | null;
  /** Where the person works (the employer's figures by location). */
  location: string;
}

const record = (
  userId: string,
  salary: number,
  startDate: IsoDate,
  extra: Partial<SeedRecord> = {},
): SeedRecord => ({
  userId,
  clientId: CLIENT_IDS.demo,
  salary,
  weeklyHours: 37.5,
  taxRegion: 'england-ni',
  contractType: 'permanent',
  startDate,
  probationEndDate: null,
  leaveDate: null,
  location: 'Manchester',
  ...extra,
});

export const HR_RECORDS: readonly SeedRecord[] = [
  record(USER_IDS.demoEmployee, 42_000, '2019-05-07', { probationEndDate: '2019-11-06' }),
  record(USER_IDS.demoEmployer, 58_000, '2017-04-03'),
  record(USER_IDS.demoMfa, 36_500, '2021-02-01'),
  record(USER_IDS.demoFirstLogin, 31_000, '2024-06-03', { weeklyHours: 30 }),
  record(USER_IDS.demoNotActivated, 29_000, '2025-09-01'),
  record(USER_IDS.demoLeaver, 33_000, '2018-01-08', { leaveDate: '2026-08-31' }),
  record(USER_IDS.demoProbation, 27_500, '2026-08-03', { probationEndDate: '2027-01-31' }),
  record(USER_IDS.demoApprover, 47_000, '2020-03-02'),
  record(USER_IDS.demoSingleSignOn, 39_000, '2022-05-03', { taxRegion: 'scotland' }),
  record(USER_IDS.northwindEmployee, 39_000, '2023-01-09', { clientId: CLIENT_IDS.northwind }),
  record(USER_IDS.northwindEmployer, 61_000, '2019-10-01', { clientId: CLIENT_IDS.northwind }),
];

/** Alex's family (demo-data.md): the people Alex's cover can protect. Dates of birth do not move. */
export const FAMILY = [
  {
    key: 'jamie',
    id: 'd0e50000-0000-4000-8000-000000000001',
    userId: USER_IDS.demoEmployee,
    title: 'Mx',
    firstName: 'Jamie',
    surname: 'Morgan',
    sex: 'female' as const,
    relationship: 'partner' as const,
    dateOfBirth: '1987-09-02',
  },
  {
    key: 'ella',
    id: 'd0e50000-0000-4000-8000-000000000002',
    userId: USER_IDS.demoEmployee,
    title: 'Miss',
    firstName: 'Ella',
    surname: 'Morgan',
    sex: 'female' as const,
    relationship: 'dependant' as const,
    dateOfBirth: '2019-06-11',
  },
];

export interface SeedSelection {
  userId: string;
  benefitId: number;
  status: SelectionStatus;
  plan?: string;
  /** Family member ids (FAMILY). */
  peopleCovered?: string[];
  values?: Record<string, number>;
  startDate?: IsoDate;
  endDate?: IsoDate;
}

/** Benefit ids are those of demo-benefits.ts. */
export const SELECTIONS: readonly SeedSelection[] = [
  {
    userId: USER_IDS.demoEmployee,
    benefitId: 5,
    status: 'approved',
    plan: 'Family',
    peopleCovered: [FAMILY[0]!.id, FAMILY[1]!.id],
    startDate: '2026-04-01',
  },
  {
    userId: USER_IDS.demoEmployee,
    benefitId: 2,
    status: 'approved',
    values: { contribution: 5 },
    startDate: '2026-04-01',
  },
  { userId: USER_IDS.demoEmployee, benefitId: 1, status: 'pending', values: { hireValue: 1200 } },
  {
    userId: USER_IDS.demoEmployee,
    benefitId: 7,
    status: 'opted-out',
    values: { cover: 50_000 },
    startDate: '2026-04-01',
    endDate: '2026-09-30',
  },
  { userId: USER_IDS.demoEmployer, benefitId: 3, status: 'pending', values: { days: 2 } },
  // Taylor kept childcare vouchers until leaving; the balance arrives with statements and vouchers.
  {
    userId: USER_IDS.demoLeaver,
    benefitId: 11,
    status: 'approved',
    values: { monthlyAmount: 150 },
    startDate: '2026-04-01',
    endDate: '2026-08-31',
  },
];
