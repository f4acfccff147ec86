import type { RewardYear } from '@portal/contracts/statements';

export const COMPARED_MEASURES = [
  'salary',
  'employerContributions',
  'savings',
  'youPaid',
  'benefitsValue',
  'total',
] as const;
export type ComparedMeasure = (typeof COMPARED_MEASURES)[number];

export interface MeasureChange {
  measure: ComparedMeasure;
  first: number;
  second: number;
  difference: number;
}

export interface BenefitChange {
  name: string;
  /** Worth in each year (0 when the year did not have it). */
  first: number;
  second: number;
  kind: 'started' | 'stopped' | 'changed';
}

const toPence = (pounds: number) => Math.round(pounds * 100);

/** What changed from the first year to the second: each headline figure, and each benefit that came, went or changed. */
export function compareYears(first: RewardYear, second: RewardYear) {
  const measures: MeasureChange[] = COMPARED_MEASURES.map((measure) => ({
    measure,
    first: first[measure],
    second: second[measure],
    difference: (toPence(second[measure]) - toPence(first[measure])) / 100,
  }));
  const worth = (year: RewardYear) =>
    new Map(
      year.categories.flatMap((category) => category.lines.map((line) => [line.name, line.value] as const)),
    );
  const before = worth(first);
  const after = worth(second);
  const benefits: BenefitChange[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name);
    const is = after.get(name);
    if (was === undefined) benefits.push({ name, first: 0, second: is!, kind: 'started' });
    else if (is === undefined) benefits.push({ name, first: was, second: 0, kind: 'stopped' });
    else if (toPence(was) !== toPence(is)) benefits.push({ name, first: was, second: is, kind: 'changed' });
  }
  return { measures, benefits };
}
