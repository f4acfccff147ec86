/**
 * UK income tax and National Insurance by tax year and region (BENEFITS.md, Costs). A tax year runs from 6 April;
 * `2026` is 6 April 2026 to 5 April 2027. Thresholds are in pounds of a year. Bands are on *taxable* income
 * (income above the personal allowance), as HMRC defines them, so the allowance's taper moves every band down.
 *
 * Sources (each figure below is from these pages):
 * - [rUK] GOV.UK, "Income Tax rates and Personal Allowances", https://www.gov.uk/income-tax-rates, and
 *   "Rates and thresholds for employers 2025 to 2026" / "2026 to 2027",
 *   https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027. England, Northern Ireland
 *   and Wales share the same rates (the Welsh rates are set equal to England's for both years).
 * - [SCO25] Scottish Government, "Scottish income tax 2025 to 2026",
 *   https://www.gov.scot/publications/scottish-income-tax-2025-2026-factsheet/
 * - [SCO26] Scottish Government, Scottish Budget 2026 to 2027 (13 January 2026), "Scottish income tax 2026 to
 *   2027": starter and basic thresholds raised, the others frozen.
 *   https://www.gov.scot/publications/scottish-income-tax-2026-2027-factsheet/
 * - [NI] GOV.UK, "Rates and thresholds for employers": Class 1 primary threshold £12,570, upper earnings limit
 *   £50,270, employee 8% and 2%; secondary threshold £5,000 and employer 15% from 6 April 2025, unchanged
 *   for 2026 to 2027 (Autumn Budget 2024; thresholds frozen to April 2031 by the Autumn Budget 2025).
 */
import type { IsoDate } from '../dates.ts';

export const TAX_REGIONS = ['england-ni', 'wales', 'scotland'] as const;
export type TaxRegion = (typeof TAX_REGIONS)[number];

export interface TaxBand {
  /** The top of the band in taxable income; null for the last band. */
  upTo: number | null;
  rate: number;
  /** The rate's name, as payslips and the cost page say it. */
  name: string;
}

export interface IncomeTaxTable {
  personalAllowance: number;
  /** Above this adjusted net income the allowance falls by £1 for every £2. */
  taperThreshold: number;
  bands: readonly TaxBand[];
}

export interface NationalInsuranceTable {
  primaryThreshold: number;
  upperEarningsLimit: number;
  mainRate: number;
  upperRate: number;
  secondaryThreshold: number;
  employerRate: number;
}

export interface TaxYear {
  /** The calendar year it starts in. */
  year: number;
  incomeTax: Record<TaxRegion, IncomeTaxTable>;
  nationalInsurance: NationalInsuranceTable;
}

// [rUK] personal allowance £12,570 tapered above £100,000; basic 20% on the first £37,700 of taxable income
// (so to £50,270 of pay), higher 40% to £125,140, additional 45% above.
const REST_OF_UK: IncomeTaxTable = {
  personalAllowance: 12_570,
  taperThreshold: 100_000,
  bands: [
    { upTo: 37_700, rate: 0.2, name: 'basic' },
    { upTo: 125_140, rate: 0.4, name: 'higher' },
    { upTo: null, rate: 0.45, name: 'additional' },
  ],
};

// [NI] the same in both years.
const NATIONAL_INSURANCE: NationalInsuranceTable = {
  primaryThreshold: 12_570,
  upperEarningsLimit: 50_270,
  mainRate: 0.08,
  upperRate: 0.02,
  secondaryThreshold: 5_000,
  employerRate: 0.15,
};

/** Scottish bands are published on pay (£12,571 to £15,397 ...); these are the same tops less the allowance. */
function scottishBands(starterTop: number, basicTop: number, intermediateTop: number): TaxBand[] {
  const allowance = 12_570;
  return [
    { upTo: starterTop - allowance, rate: 0.19, name: 'starter' },
    { upTo: basicTop - allowance, rate: 0.2, name: 'basic' },
    { upTo: intermediateTop - allowance, rate: 0.21, name: 'intermediate' },
    { upTo: 75_000 - allowance, rate: 0.42, name: 'higher' },
    { upTo: 125_140, rate: 0.45, name: 'advanced' },
    { upTo: null, rate: 0.48, name: 'top' },
  ];
}

export const TAX_YEARS: readonly TaxYear[] = [
  {
    year: 2025,
    incomeTax: {
      'england-ni': REST_OF_UK,
      wales: REST_OF_UK,
      // [SCO25] starter to £15,397, basic to £27,491, intermediate to £43,662, higher to £75,000.
      scotland: { ...REST_OF_UK, bands: scottishBands(15_397, 27_491, 43_662) },
    },
    nationalInsurance: NATIONAL_INSURANCE,
  },
  {
    year: 2026,
    incomeTax: {
      'england-ni': REST_OF_UK,
      wales: REST_OF_UK,
      // [SCO26] starter to £16,537, basic to £29,526, intermediate to £43,662, higher to £75,000.
      scotland: { ...REST_OF_UK, bands: scottishBands(16_537, 29_526, 43_662) },
    },
    nationalInsurance: NATIONAL_INSURANCE,
  },
];

/** The tax year a date falls in: 5 April 2027 is still in 2026. */
export function taxYearOf(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-06' ? year : year - 1;
}

/**
 * The table for a date. Before the first known year the first applies; after the last, the last (thresholds
 * are frozen to 2031, and a new year's table is one entry above).
 */
export function taxYearFor(date: IsoDate): TaxYear {
  const wanted = taxYearOf(date);
  const known = [...TAX_YEARS].reverse().find((table) => table.year <= wanted);
  return known ?? TAX_YEARS[0]!;
}
