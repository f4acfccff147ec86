import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  ledgerChanges,
  NO_AMOUNTS,
  payrollPeriodProblem,
  periodLabel,
  periodsPaidBy,
  type LedgerAmounts,
} from './payroll.ts';
import { isCcvOnly, nextVoucherDate } from './vouchers.ts';
import { payPeriod } from './pay-periods.ts';
import {
  owedInPeriod,
  type PayrollBenefit,
  type PayrollChoice,
  type PayrollEmployee,
} from './period-costs.ts';
import { alex, demo2026, taylor } from './test-fixtures.ts';

const scheme2026 = { startsOn: '2026-04-01', endsOn: '2027-03-31' };

const amounts = (employeePence: number, employerPence = 0): LedgerAmounts => ({
  ...NO_AMOUNTS,
  employeePence,
  employerPence,
});

/** A ledger as rows; its sums per key, as a run reads them. */
type Ledger = { key: string; kind: string; amounts: LedgerAmounts }[];

function sums(ledger: Ledger): Map<string, LedgerAmounts> {
  const totals = new Map<string, LedgerAmounts>();
  for (const line of ledger)
    totals.set(line.key, addAmounts(totals.get(line.key) ?? NO_AMOUNTS, line.amounts));
  return totals;
}

function run(ledger: Ledger, expected: Map<string, LedgerAmounts>): Ledger {
  const changes = ledgerChanges(expected, sums(ledger));
  return [
    ...ledger,
    ...changes.map(({ key, kind, ...rest }) => ({ key, kind, amounts: rest as LedgerAmounts })),
  ];
}

describe('a payroll run writes only what the ledger lacks', () => {
  it('a first run writes a regular line per employee and benefit; a second writes nothing', () => {
    const expected = new Map([
      ['alex:dental', amounts(2640)],
      ['alex:pension', amounts(17_500, 10_500)],
    ]);
    const first = ledgerChanges(expected, new Map());
    expect(first.map((line) => [line.key, line.kind, line.employeePence])).toEqual([
      ['alex:dental', 'regular', 2640],
      ['alex:pension', 'regular', 17_500],
    ]);
    expect(ledgerChanges(expected, sums(run([], expected)))).toEqual([]);
  });

  it('a correction is an adjusting line for the difference, never an edit', () => {
    const recorded = new Map([['alex:dental', amounts(1820)]]);
    expect(ledgerChanges(new Map([['alex:dental', amounts(2640)]]), recorded)).toEqual([
      { key: 'alex:dental', kind: 'adjustment', ...amounts(820) },
    ]);
  });

  it('a line no longer owed is cancelled by an adjusting line', () => {
    const recorded = new Map([['alex:cycle', amounts(10_000)]]);
    expect(ledgerChanges(new Map(), recorded)).toEqual([
      { key: 'alex:cycle', kind: 'adjustment', ...amounts(-10_000) },
    ]);
  });

  const pence = fc.integer({ min: 0, max: 100_000 });
  const amountsArbitrary: fc.Arbitrary<LedgerAmounts> = fc.record({
    employeePence: pence,
    employerPence: pence,
    taxSavingPence: pence,
    niSavingPence: pence,
    employerNiSavingPence: pence,
  });
  const periodArbitrary = fc.dictionary(fc.constantFrom('a:1', 'a:2', 'b:1', 'c:3'), amountsArbitrary);

  it('any order of runs and re-runs leaves the same sums, and re-running changes nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(periodArbitrary, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (states, order) => {
          // Each state is what the period is owed at some moment; the last one is what it is owed now.
          let ledger: Ledger = [];
          for (const pick of order)
            ledger = run(ledger, new Map(Object.entries(states[pick % states.length]!)));
          const now = new Map(Object.entries(states.at(-1)!));
          ledger = run(ledger, now);
          const settled = sums(ledger);
          for (const [key, owed] of now) expect(settled.get(key)).toEqual(owed);
          for (const [key, total] of settled) if (!now.has(key)) expect(total).toEqual(NO_AMOUNTS);
          expect(run(ledger, now)).toHaveLength(ledger.length);
        },
      ),
    );
  });

  it('the same owed amounts give the same lines whatever the order the runs came in (property)', () => {
    fc.assert(
      fc.property(periodArbitrary, fc.integer({ min: 1, max: 5 }), (owed, times) => {
        const expected = new Map(Object.entries(owed));
        let ledger: Ledger = [];
        for (let n = 0; n < times; n += 1) ledger = run(ledger, expected);
        expect(ledger).toEqual(run([], expected));
      }),
    );
  });
});

describe('which periods may be run', () => {
  const today = '2026-11-24';

  it('a paid month of the scheme year may be run', () => {
    expect(payrollPeriodProblem('2026-10', [scheme2026], today)).toBeNull();
    expect(payrollPeriodProblem('2026-04', [scheme2026], today)).toBeNull();
  });

  it('refuses a month not yet paid, one before the scheme year, and one that is not a month', () => {
    expect(payrollPeriodProblem('2026-11', [scheme2026], today)).toBe(
      'November 2026 is paid on 30 November 2026, which has not come yet; it can be run from then.',
    );
    expect(payrollPeriodProblem('2026-03', [scheme2026], today)).toBe(
      'March 2026 is before the scheme year, which starts on 1 April 2026.',
    );
    expect(payrollPeriodProblem('2026-13', [scheme2026], today)).toBe(
      '"2026-13" is not a pay period: give a month as YYYY-MM, such as 2026-10.',
    );
    expect(payrollPeriodProblem('2027-05', [scheme2026], '2027-06-30')).toBe(
      "May 2027 is not in one of the tenant's scheme years.",
    );
    expect(payrollPeriodProblem('2026-10', [], today)).toBe(
      'The tenant has no scheme year to run payroll for.',
    );
  });

  it('lists the months paid so far: April to October on 24 November 2026', () => {
    expect(periodsPaidBy(scheme2026, today)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(periodsPaidBy(scheme2026, '2026-03-31')).toEqual([]);
    expect(periodsPaidBy(scheme2026, '2027-12-01')).toHaveLength(12);
    expect(periodLabel('2026-08')).toBe('August 2026');
  });
});

describe('childcare vouchers', () => {
  const left = { employmentStatus: 'left' as const, leaveDate: '2026-08-31' };

  it.each([
    ['a leaver with a balance', left, 41_850, true],
    ['a leaver with nothing left', left, 0, false],
    [
      'an inactive member with a balance',
      { employmentStatus: 'inactive' as const, leaveDate: null },
      100,
      true,
    ],
    [
      'an active member with a balance',
      { employmentStatus: 'active' as const, leaveDate: null },
      41_850,
      false,
    ],
    [
      'an active member whose leave date has passed',
      { employmentStatus: 'active' as const, leaveDate: '2026-10-31' },
      1,
      true,
    ],
    [
      'an active member leaving later',
      { employmentStatus: 'active' as const, leaveDate: '2026-12-31' },
      1,
      false,
    ],
  ])('ccv-only: %s → %s', (_name, holder, balance, expected) => {
    expect(isCcvOnly(holder, balance, '2026-11-24')).toBe(expected);
  });

  it('vouchers are next issued on the next pay day', () => {
    expect(nextVoucherDate('2026-11-24')).toBe('2026-11-30');
    expect(nextVoucherDate('2026-11-30')).toBe('2026-11-30');
    // 31 August 2026 is a bank holiday; the pay day was Friday the 28th.
    expect(nextVoucherDate('2026-08-29')).toBe('2026-09-30');
  });
});

describe('what a period owes for an employee', () => {
  const catalogue = new Map<number, PayrollBenefit>([
    [
      2,
      {
        id: 2,
        kind: 'salary-sacrifice',
        rules: {},
        costRules: { pension: true, employerContributionPercent: 3 },
        fields: [{ name: 'contribution', unit: 'percent-of-salary' }],
        planPricesPence: new Map(),
      },
    ],
    [
      5,
      {
        id: 5,
        kind: 'flexible',
        rules: {},
        costRules: {},
        fields: [],
        planPricesPence: new Map([['family', 2640]]),
      },
    ],
    [
      8,
      {
        id: 8,
        kind: 'employer-paid',
        rules: {},
        costRules: { salaryMultiple: 4, freeCoverLimitPounds: 500_000, pencePerThousandCover: 10 },
        fields: [],
        planPricesPence: new Map(),
      },
    ],
    [10, { id: 10, kind: 'discount', rules: {}, costRules: {}, fields: [], planPricesPence: new Map() }],
  ]);
  const alexPay: PayrollEmployee = { ...alex, annualSalaryPence: 4_200_000, taxRegion: 'england-ni' };
  const choices: PayrollChoice[] = [
    { selectionId: 'pension', benefitId: 2, planId: null, values: { contribution: 5 } },
    { selectionId: 'dental', benefitId: 5, planId: 'family', values: {} },
  ];

  it("Alex's October: the pension sacrifice with its savings and the employer's 3%, dental, and life assurance", () => {
    const lines = owedInPeriod(alexPay, choices, catalogue, payPeriod('2026-10'), demo2026);
    expect(
      lines.map(({ benefitId, employeePence, employerPence, beforeTax, beforeNi, pensionable }) => ({
        benefitId,
        employeePence,
        employerPence,
        beforeTax,
        beforeNi,
        pensionable,
      })),
    ).toEqual([
      {
        benefitId: 2,
        employeePence: 17_500,
        employerPence: 10_500,
        beforeTax: true,
        beforeNi: true,
        pensionable: true,
      },
      {
        benefitId: 5,
        employeePence: 2640,
        employerPence: 0,
        beforeTax: false,
        beforeNi: false,
        pensionable: false,
      },
      // 4 x £42,000 of cover at 10p a month per £1,000.
      {
        benefitId: 8,
        employeePence: 0,
        employerPence: 1680,
        beforeTax: false,
        beforeNi: false,
        pensionable: false,
      },
    ]);
    // £175 a month at 20% tax and 8% NI.
    expect(lines[0]).toMatchObject({ taxSavingPence: 3500, niSavingPence: 1400 });
  });

  it('owes nothing for a month the employee was not employed in', () => {
    const taylorPay = { ...alexPay, ...taylor };
    expect(owedInPeriod(taylorPay, choices, catalogue, payPeriod('2026-08'), demo2026)).toHaveLength(3);
    expect(owedInPeriod(taylorPay, choices, catalogue, payPeriod('2026-09'), demo2026)).toEqual([]);
    expect(
      owedInPeriod(
        { ...alexPay, startDate: '2026-11-02' },
        choices,
        catalogue,
        payPeriod('2026-10'),
        demo2026,
      ),
    ).toEqual([]);
  });
});
