/**
 * A year's income tax and National Insurance on a year's pay, exactly (no rounding: costs.ts rounds once, at the
 * end). Annual figures divided by twelve are what a steady monthly payroll deducts, so one calculation serves
 * both the month and the year.
 */
import type { IncomeTaxTable, NationalInsuranceTable, TaxBand } from './tax-years.ts';
import type { RateBand } from './dated-rules.ts';

/** The allowance after its taper: £1 less for every £2 of income above the threshold, never below zero. */
export function personalAllowance(table: IncomeTaxTable, income: number): number {
  const excess = Math.max(0, income - table.taperThreshold);
  return Math.max(0, table.personalAllowance - excess / 2);
}

export function incomeTax(table: IncomeTaxTable, income: number): number {
  let remaining = Math.max(0, income - personalAllowance(table, income));
  let bandFloor = 0;
  let tax = 0;
  for (const band of table.bands) {
    const width = band.upTo === null ? remaining : Math.min(remaining, band.upTo - bandFloor);
    tax += width * band.rate;
    remaining -= width;
    if (band.upTo === null || remaining <= 0) break;
    bandFloor = band.upTo;
  }
  return tax;
}

/** The band a year's pay falls in (for the cost page's words, and the voucher exemption). */
export function marginalBand(table: IncomeTaxTable, income: number): TaxBand | null {
  const taxable = income - personalAllowance(table, income);
  if (taxable <= 0) return null;
  return table.bands.find((band) => band.upTo === null || taxable <= band.upTo) ?? null;
}

/**
 * The childcare voucher rate band: basic when the taxable pay is within the first 20% band or below it,
 * additional when above the top threshold, higher between (HMRC's basic earnings assessment; Scottish
 * taxpayers are assessed on the Scottish bands, where 21% still counts as basic and 42% as higher).
 */
export function voucherRateBand(table: IncomeTaxTable, income: number): RateBand {
  const band = marginalBand(table, income);
  if (!band || band.rate <= 0.21) return 'basic';
  return band.upTo === null ? 'additional' : 'higher';
}

export function employeeNationalInsurance(table: NationalInsuranceTable, pay: number): number {
  const main = Math.max(0, Math.min(pay, table.upperEarningsLimit) - table.primaryThreshold);
  const upper = Math.max(0, pay - table.upperEarningsLimit);
  return main * table.mainRate + upper * table.upperRate;
}

export function employerNationalInsurance(table: NationalInsuranceTable, pay: number): number {
  return Math.max(0, pay - table.secondaryThreshold) * table.employerRate;
}
