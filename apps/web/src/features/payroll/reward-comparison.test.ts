import type { RewardYear } from '@portal/contracts/statements';
import { describe, expect, it } from 'vitest';
import { compareYears } from './reward-comparison.ts';

const year = (label: string, lines: [string, number][], salary: number): RewardYear => {
  const value = lines.reduce((sum, [, worth]) => sum + worth, 0);
  return {
    year: Number(label.slice(0, 4)),
    label,
    from: `${label.slice(0, 4)}-04`,
    to: `${label.slice(0, 4)}-10`,
    months: 7,
    salary,
    employerContributions: value,
    savings: 0,
    youPaid: 0,
    benefitsValue: value,
    total: salary + value,
    categories: [
      {
        code: 'health',
        name: 'Health',
        value,
        lines: lines.map(([name, worth], index) => ({
          benefitId: index,
          name,
          youPaid: 0,
          employerPaid: worth,
          taxSaving: 0,
          niSaving: 0,
          value: worth,
        })),
      },
    ],
  };
};

describe('comparing two years of total reward', () => {
  const first = year(
    '2025/26',
    [
      ['Dental Insurance', 100.1],
      ['Life Assurance', 117.6],
    ],
    23_000,
  );
  const second = year(
    '2026/27',
    [
      ['Life Assurance', 117.6],
      ['Pension Salary Exchange', 735.2],
    ],
    24_500,
  );

  it('gives each headline figure in both years and the difference to the penny', () => {
    const { measures } = compareYears(first, second);
    expect(measures.find((change) => change.measure === 'salary')).toEqual({
      measure: 'salary',
      first: 23_000,
      second: 24_500,
      difference: 1500,
    });
    expect(measures.find((change) => change.measure === 'benefitsValue')?.difference).toBe(635.1);
  });

  it('names the benefits that started and stopped, and leaves out those that stayed the same', () => {
    expect(compareYears(first, second).benefits).toEqual([
      { name: 'Dental Insurance', first: 100.1, second: 0, kind: 'stopped' },
      { name: 'Pension Salary Exchange', first: 0, second: 735.2, kind: 'started' },
    ]);
  });
});
