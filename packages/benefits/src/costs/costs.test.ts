import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costsOf, roundPence, type CostInput } from './costs.ts';
import { priceChoice } from './pricing.ts';
import { taxYearOf } from './tax-years.ts';

const employee = (annualSalaryPounds: number, extra: Partial<CostInput['employee']> = {}) => ({
  annualSalaryPence: annualSalaryPounds * 100,
  weeklyHours: 37.5,
  age: 38,
  taxRegion: 'england-ni' as const,
  ...extra,
});
const sacrifice = (
  salary: number,
  monthlyPounds: number,
  extra: Partial<CostInput> & { region?: 'england-ni' | 'wales' | 'scotland' } = {},
) =>
  costsOf({
    on: '2026-06-01',
    employee: employee(salary, { taxRegion: extra.region ?? 'england-ni' }),
    monthlyAmountPence: monthlyPounds * 100,
    relief: 'tax-and-ni',
    ...extra,
  });
const monthly = (gross: number, tax: number, ni: number, employerNi: number, employer = 0) => ({
  grossPence: gross,
  taxSavingPence: tax,
  niSavingPence: ni,
  netPence: gross - tax - ni,
  employerContributionPence: employer,
  employerNiSavingPence: employerNi,
});

// Each example worked by hand on the published tables (see tax-years.ts); the working is in the comment.
describe('costs: hand-worked examples', () => {
  it('1. basic rate (£42,000): £100 a month saves 20% tax and 8% NI; the net is £72', () => {
    // 1,200 a year: tax 240, NI 96, employer NI 180.
    const costs = sacrifice(42_000, 100);
    expect(costs.monthly).toEqual(monthly(10_000, 2_000, 800, 1_500));
    expect(costs.yearly.netPence).toBe(86_400);
    expect(costs.taxBand).toBe('basic');
  });

  it('2. higher rate (£60,000): 40% tax and 2% NI above the upper earnings limit', () => {
    // 1,200 a year: tax 480, NI 24.
    expect(sacrifice(60_000, 100).monthly).toEqual(monthly(10_000, 4_000, 200, 1_500));
  });

  it('3. a sacrifice across the higher rate threshold (£51,000) saves at both rates', () => {
    // 730 above £50,270 at 40% and 2%, 470 below at 20% and 8%: tax 386 (32.1667 a month), NI 52.20 (4.35).
    expect(sacrifice(51_000, 100).monthly).toEqual(monthly(10_000, 3_217, 435, 1_500));
  });

  it('4. additional rate (£150,000): 45%', () => {
    // 6,000 a year: tax 2,700, NI 120, employer NI 900.
    expect(sacrifice(150_000, 500).monthly).toEqual(monthly(50_000, 22_500, 1_000, 7_500));
  });

  it('5. the personal allowance taper (£110,000): 60% tax relief', () => {
    // At 110,000 the allowance is 7,570, tax 33,432; at 104,000 it is 10,570, tax 29,832: 3,600 saved.
    expect(sacrifice(110_000, 500).monthly).toEqual(monthly(50_000, 30_000, 1_000, 7_500));
  });

  it('6. a sacrifice that leaves the taper (£102,000 to £96,000)', () => {
    // Tax 28,632 at 102,000 (allowance 11,570) and 25,832 at 96,000: 2,800 saved, 233.33 a month.
    expect(sacrifice(102_000, 500).monthly).toEqual(monthly(50_000, 23_333, 1_000, 7_500));
  });

  it('7. Scotland 2026/27, intermediate rate (£42,000): 21%', () => {
    expect(sacrifice(42_000, 100, { region: 'scotland' }).monthly).toEqual(
      monthly(10_000, 2_100, 800, 1_500),
    );
    expect(sacrifice(42_000, 100, { region: 'scotland' }).taxBand).toBe('intermediate');
  });

  it('8. Scotland, higher rate (£50,000): 42% tax and still 8% NI below the upper earnings limit', () => {
    expect(sacrifice(50_000, 100, { region: 'scotland' }).monthly).toEqual(
      monthly(10_000, 4_200, 800, 1_500),
    );
  });

  it('9. Scotland, advanced rate (£80,000): 45%', () => {
    expect(sacrifice(80_000, 100, { region: 'scotland' }).monthly).toEqual(
      monthly(10_000, 4_500, 200, 1_500),
    );
  });

  it('10. Scotland, top rate (£200,000): 48%', () => {
    // 6,000 a year: tax 2,880, NI 120.
    expect(sacrifice(200_000, 500, { region: 'scotland' }).monthly).toEqual(
      monthly(50_000, 24_000, 1_000, 7_500),
    );
  });

  it('11. Scotland 2025/26 (£28,000) straddles the basic and intermediate bands', () => {
    // Taxable 15,430 to 14,230; intermediate from 14,921: 509 at 21% and 691 at 20% = 245.09 a year.
    const costs = sacrifice(28_000, 100, { region: 'scotland', on: '2025-06-01' });
    expect(costs.monthly).toEqual(monthly(10_000, 2_042, 800, 1_500));
  });

  it('12. Scotland 2026/27 (£28,000): the raised basic band keeps all of it at 20%', () => {
    expect(sacrifice(28_000, 100, { region: 'scotland' }).monthly.taxSavingPence).toBe(2_000);
  });

  it('13. Wales pays the rates of England', () => {
    expect(sacrifice(42_000, 100, { region: 'wales' }).monthly).toEqual(sacrifice(42_000, 100).monthly);
  });

  it('14. pay that falls to the personal allowance (£13,000, 15 hours) saves only on the part above it', () => {
    // 600 a year from 13,000: only 430 was taxed and paid NI: tax 86 (7.1667), NI 34.40 (2.8667).
    const costs = costsOf({
      on: '2026-06-01',
      employee: employee(13_000, { weeklyHours: 15 }),
      monthlyAmountPence: 5_000,
      relief: 'tax-and-ni',
    });
    expect(costs.monthly).toEqual(monthly(5_000, 717, 287, 750));
  });

  it('15. a sacrifice that would take pay below the National Living Wage says so and gives the largest', () => {
    // 37.5 hours at £12.71 is 24,784.50 a year, 2,065.375 a month; 26,000 is 2,166.667: room for 101.29.
    const breach = sacrifice(26_000, 150);
    expect(breach.minimumWage).toEqual({ hourlyRate: 12.71, largestMonthlyPence: 10_129, breached: true });
    expect(sacrifice(26_000, 100).minimumWage?.breached).toBe(false);
  });

  it('16. the 18 to 20 rate applies to a 19-year-old, and the 2025 rate before April 2026', () => {
    // 37.5 hours at £10.85: 1,763.125 a month against 1,833.333: room for 70.21. At £10.00: 208.33.
    const young = (on: string) =>
      costsOf({
        on,
        employee: employee(22_000, { age: 19 }),
        monthlyAmountPence: 5_000,
        relief: 'tax-and-ni',
      }).minimumWage;
    expect(young('2026-06-01')).toMatchObject({ hourlyRate: 10.85, largestMonthlyPence: 7_020 });
    expect(young('2026-03-01')).toMatchObject({ hourlyRate: 10, largestMonthlyPence: 20_833 });
  });

  it('17. other sacrifices already taken count against the minimum wage and move the bands', () => {
    // 26,000 less 50 a month already sacrificed leaves room for 51.29.
    const costs = sacrifice(26_000, 100, { otherSacrificesMonthlyPence: 5_000 });
    expect(costs.minimumWage).toMatchObject({ largestMonthlyPence: 5_129, breached: true });
  });

  it('18. pension salary exchange of 5% (£42,000) with a 3% employer contribution', () => {
    // 2,100 a year (175 a month): tax 420, NI 168, employer NI 315; employer 1,260 a year.
    const priced = priceChoice({
      kind: 'salary-sacrifice',
      costRules: { pension: true, employerContributionPercent: 3 },
      plan: null,
      fields: [{ name: 'contribution', unit: 'percent-of-salary' }],
      values: { contribution: 5 },
      annualSalaryPence: 4_200_000,
    });
    const costs = costsOf({
      on: '2026-06-01',
      employee: employee(42_000),
      monthlyAmountPence: priced.employeeMonthlyPence,
      employerContributionMonthlyPence: priced.employerMonthlyPence,
      relief: priced.relief,
      pension: true,
    });
    expect(costs.monthly).toEqual(monthly(17_500, 3_500, 1_400, 2_625, 10_500));
  });

  it('19. from 6 April 2029 only the first £2,000 of pension sacrifice is free of NI', () => {
    // £60,000, 500 a month: tax 40% of 6,000 in both; NI 2% of 6,000 before, of 2,000 after.
    const pension = (on: string) => sacrifice(60_000, 500, { on, pension: true }).monthly;
    expect(pension('2029-04-05')).toEqual(monthly(50_000, 20_000, 1_000, 7_500));
    expect(pension('2029-04-06')).toEqual(monthly(50_000, 20_000, 333, 2_500));
  });

  it('20. childcare vouchers at the basic rate: all £243 is exempt', () => {
    // 2,916 a year: tax 583.20 (48.60), NI 233.28 (19.44).
    const costs = sacrifice(42_000, 243, { voucher: true });
    expect(costs.monthly).toEqual(monthly(24_300, 4_860, 1_944, 3_645));
    expect(costs.voucherExemptionMonthlyPence).toBe(24_300);
  });

  it('21. childcare vouchers at the higher rate: only £124 a month is exempt', () => {
    // 1,488 a year relieved: tax 595.20 (49.60), NI 2% 29.76 (2.48), employer NI 223.20 (18.60).
    const costs = sacrifice(60_000, 243, { voucher: true });
    expect(costs.monthly).toEqual(monthly(24_300, 4_960, 248, 1_860));
    expect(costs.voucherExemptionMonthlyPence).toBe(12_400);
  });

  it('22. childcare vouchers at the additional rate: £110 a month', () => {
    // 1,320 a year: tax 594 (49.50), NI 26.40 (2.20), employer NI 198 (16.50).
    expect(sacrifice(150_000, 243, { voucher: true }).monthly).toEqual(monthly(24_300, 4_950, 220, 1_650));
  });

  it('23. payroll giving is relieved of tax only, and is not a sacrifice of pay', () => {
    const costs = sacrifice(42_000, 20, { relief: 'tax-only' });
    expect(costs.monthly).toEqual(monthly(2_000, 400, 0, 0));
    expect(costs.minimumWage).toBeNull();
  });

  it('24. a flexible benefit is paid from net pay: no saving', () => {
    const costs = costsOf({
      on: '2026-06-01',
      employee: employee(42_000),
      monthlyAmountPence: 2_640,
      relief: 'none',
    });
    expect(costs.monthly).toEqual(monthly(2_640, 0, 0, 0));
  });

  it('25. cycle to work: £1,200 of hire over 12 months is £100 a month', () => {
    const priced = priceChoice({
      kind: 'salary-sacrifice',
      costRules: { spreadOverMonths: 12 },
      plan: null,
      fields: [{ name: 'hireValue', unit: 'pounds' }],
      values: { hireValue: 1_200 },
      annualSalaryPence: 4_200_000,
    });
    expect(priced).toMatchObject({ employeeMonthlyPence: 10_000, relief: 'tax-and-ni' });
  });

  it('26. life assurance of 4x £150,000 is capped at the £500,000 free cover limit and paid by the employer', () => {
    const priced = priceChoice({
      kind: 'employer-paid',
      costRules: { salaryMultiple: 4, freeCoverLimitPounds: 500_000, pencePerThousandCover: 10 },
      plan: null,
      fields: [],
      values: {},
      annualSalaryPence: 15_000_000,
    });
    expect(priced.freeCover).toEqual({
      limitPounds: 500_000,
      uncappedPounds: 600_000,
      coverPounds: 500_000,
      capped: true,
    });
    expect(priced).toMatchObject({ employeeMonthlyPence: 0, employerMonthlyPence: 5_000 });
  });

  it('27. critical illness cover is priced per £1,000; a bought day of holiday is a 260th of salary', () => {
    const cover = priceChoice({
      kind: 'flexible',
      costRules: { pencePerThousandCover: 12 },
      plan: null,
      fields: [{ name: 'cover', unit: 'pounds' }],
      values: { cover: 50_000 },
      annualSalaryPence: 4_200_000,
    });
    expect(cover).toMatchObject({ employeeMonthlyPence: 600, relief: 'none' });
    const holiday = priceChoice({
      kind: 'salary-sacrifice',
      costRules: {},
      plan: null,
      fields: [{ name: 'days', unit: 'days' }],
      values: { days: 2 },
      annualSalaryPence: 2_600_000,
    });
    // 26,000 / 260 = 100 a day; 2 days over 12 months.
    expect(holiday.employeeMonthlyPence).toBeCloseTo(1_666.67, 2);
  });

  it('the tax year turns on 6 April', () => {
    expect(taxYearOf('2027-04-05')).toBe(2026);
    expect(taxYearOf('2027-04-06')).toBe(2027);
  });
});

describe('costs: properties', () => {
  const input = fc.record({
    salary: fc.integer({ min: 0, max: 30_000_000 }),
    hours: fc.integer({ min: 0, max: 48 }),
    age: fc.option(fc.integer({ min: 16, max: 75 })),
    region: fc.constantFrom('england-ni' as const, 'wales' as const, 'scotland' as const),
    on: fc.constantFrom('2025-06-01', '2026-06-01', '2029-06-01'),
    relief: fc.constantFrom('tax-and-ni' as const, 'tax-only' as const, 'none' as const),
    voucher: fc.boolean(),
    pension: fc.boolean(),
    other: fc.integer({ min: 0, max: 200_000 }),
  });
  type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const costs = (i: Input, amount: number) =>
    costsOf({
      on: i.on,
      employee: { annualSalaryPence: i.salary, weeklyHours: i.hours, age: i.age, taxRegion: i.region },
      monthlyAmountPence: amount,
      relief: i.relief,
      voucher: i.voucher,
      pension: i.pension,
      otherSacrificesMonthlyPence: i.other,
    });
  const amount = fc.integer({ min: 0, max: 1_000_000 });

  it('a larger sacrifice never saves less', () => {
    fc.assert(
      fc.property(input, amount, amount, (i, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const saving = (x: number) => {
          const m = costs(i, x).monthly;
          return m.taxSavingPence + m.niSavingPence;
        };
        expect(saving(large)).toBeGreaterThanOrEqual(saving(small));
      }),
    );
  });

  it('no figure is ever negative, and every figure is whole pence', () => {
    fc.assert(
      fc.property(input, amount, (i, a) => {
        const { monthly, yearly } = costs(i, a);
        for (const value of [...Object.values(monthly), ...Object.values(yearly)]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('a year is twelve months, to the penny', () => {
    fc.assert(
      fc.property(input, amount, (i, a) => {
        const { monthly, yearly } = costs(i, a);
        expect(Math.abs(monthly.netPence * 12 - yearly.netPence)).toBeLessThanOrEqual(1);
        expect(Math.abs(monthly.taxSavingPence * 12 - yearly.taxSavingPence)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rounds only at the end: a fractional amount within one band saves exactly its rate, rounded once', () => {
    // Rounding the amount, the yearly figure or each band first would be a penny out for some of these.
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000_000, max: 4_500_000 }),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        (salary, exactAmount) => {
          const { monthly } = costsOf({
            on: '2026-06-01',
            employee: employee(salary / 100),
            monthlyAmountPence: exactAmount,
            relief: 'tax-and-ni',
          });
          expect(monthly.taxSavingPence).toBe(roundPence(exactAmount * 0.2));
          expect(monthly.niSavingPence).toBe(roundPence(exactAmount * 0.08));
          expect(monthly.grossPence).toBe(roundPence(exactAmount));
        },
      ),
    );
  });
});
