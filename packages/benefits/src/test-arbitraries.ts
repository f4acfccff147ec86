/** fast-check arbitraries of the benefits domain, shared by the property tests. */
import fc from 'fast-check';
import { isoDate } from './dates.ts';
import { BENEFIT_KINDS, CONTRACT_TYPES, EMPLOYMENT_STATUSES } from './eligibility.ts';

export const dayArbitrary = fc
  .record({
    year: fc.integer({ min: 1950, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(isoDate);
export const employeeArbitrary = fc.record({
  employmentStatus: fc.constantFrom(...EMPLOYMENT_STATUSES),
  startDate: dayArbitrary,
  probationEndDate: fc.option(dayArbitrary),
  contractType: fc.constantFrom(...CONTRACT_TYPES),
  weeklyHours: fc.integer({ min: 0, max: 60 }),
  dateOfBirth: fc.option(dayArbitrary),
  leaveDate: fc.option(dayArbitrary),
});
export const benefitArbitrary = fc.record({
  kind: fc.constantFrom(...BENEFIT_KINDS),
  rules: fc.record(
    {
      minimumAge: fc.integer({ min: 16, max: 30 }),
      maximumAge: fc.integer({ min: 50, max: 75 }),
      contractTypes: fc.subarray([...CONTRACT_TYPES], { minLength: 1 }),
      minimumWeeklyHours: fc.integer({ min: 0, max: 40 }),
      duringProbation: fc.boolean(),
      closedToNewMembers: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
});
export const todayArbitrary = dayArbitrary.filter((date) => date >= '2020-01-01');
