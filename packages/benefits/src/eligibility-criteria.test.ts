import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eligibleCriteria, meetsCriteria } from './eligibility-criteria.ts';
import { eligibilityOf } from './eligibility.ts';
import { benefitArbitrary, employeeArbitrary, todayArbitrary } from './test-arbitraries.ts';
import { demo2026 } from './test-fixtures.ts';

describe('eligibleCriteria', () => {
  it('counts exactly those eligibilityOf does not call ineligible, for any record, benefit and day', () => {
    fc.assert(
      fc.property(
        employeeArbitrary,
        benefitArbitrary,
        todayArbitrary,
        fc.boolean(),
        (employee, benefit, today, isMember) => {
          const eligible =
            eligibilityOf(employee, benefit, {
              today,
              schemeYear: demo2026,
              schemeYears: [demo2026],
              isMember,
            }).status !== 'ineligible';
          expect(meetsCriteria(employee, eligibleCriteria(benefit, today), { isMember })).toBe(eligible);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('turns ages into birth-date bounds: 18 to 65 on 24 November 2026', () => {
    const criteria = eligibleCriteria(
      { kind: 'flexible', rules: { minimumAge: 18, maximumAge: 65 } },
      '2026-11-24',
    );
    expect(criteria).toMatchObject({
      bornOnOrBefore: '2008-11-24',
      bornAfter: '1960-11-24',
      probationOver: true,
    });
  });
});
