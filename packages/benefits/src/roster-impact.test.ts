import { describe, expect, it } from 'vitest';
import { eligibilityChange, rosterChanges, takesEffectOn, type OfferedBenefit } from './roster-impact.ts';
import type { RosterRecord } from './roster-row.ts';
import { alex } from './test-fixtures.ts';

const TODAY = '2026-11-26';
const alexRecord: RosterRecord = {
  employeeNumber: 'DL0001',
  firstName: 'Alex',
  surname: 'Morgan',
  email: 'employee@demo.test',
  dateOfBirth: '1988-03-14',
  startDate: '2019-05-07',
  probationEndDate: '2019-11-06',
  leaveDate: null,
  salaryPence: 3_400_000,
  weeklyHours: 37.5,
  contractType: 'permanent',
  taxRegion: 'england-ni',
  location: 'London',
};
const offered: OfferedBenefit[] = [
  { id: 1, kind: 'salary-sacrifice', rules: {} },
  { id: 2, kind: 'salary-sacrifice', rules: { minimumWeeklyHours: 30 } },
  { id: 3, kind: 'employer-paid', rules: { contractTypes: ['permanent'] } },
  { id: 4, kind: 'salary-sacrifice', rules: { closedToNewMembers: true } },
];
const nobody = () => false;

describe('rosterChanges', () => {
  it('lists the fields that change as the template writes them', () => {
    expect(
      rosterChanges(alexRecord, {
        ...alexRecord,
        salaryPence: 3_612_550,
        leaveDate: '2027-01-31',
        taxRegion: 'scotland',
        location: null,
      }),
    ).toEqual([
      { column: 'Leave date', from: '', to: '31/01/2027' },
      { column: 'Annual salary (GBP)', from: '34000', to: '36125.5' },
      { column: 'Tax region', from: 'England and Northern Ireland', to: 'Scotland' },
      { column: 'Location', from: 'London', to: '' },
    ]);
  });

  it('finds nothing to list for an unchanged row, and treats a missing value as blank', () => {
    expect(rosterChanges(alexRecord, alexRecord)).toEqual([]);
    expect(
      rosterChanges(
        { ...alexRecord, location: undefined as unknown as null },
        { ...alexRecord, location: null },
      ),
    ).toEqual([]);
  });
});

describe('eligibilityChange', () => {
  it('gives a new starter what they could have from their start date', () => {
    const starter = { ...alex, startDate: '2026-12-01', probationEndDate: null, weeklyHours: 20 };
    expect(takesEffectOn(starter, TODAY)).toBe('2026-12-01');
    expect(eligibilityChange(null, starter, offered, TODAY, nobody)).toEqual({ gained: [1, 3], lost: [] });
  });

  it('takes from a leaver everything they could have, from their leave date, the closed benefit they hold included', () => {
    const leaver = { ...alex, leaveDate: '2027-01-31' };
    expect(takesEffectOn(leaver, TODAY)).toBe('2027-01-31');
    expect(eligibilityChange(alex, leaver, offered, TODAY, (id) => id === 4)).toEqual({
      gained: [],
      lost: [1, 2, 3, 4],
    });
  });

  it('weighs a change of hours or contract against each rule', () => {
    expect(eligibilityChange(alex, { ...alex, weeklyHours: 16 }, offered, TODAY, nobody)).toEqual({
      gained: [],
      lost: [2],
    });
    expect(eligibilityChange({ ...alex, contractType: 'casual' }, alex, offered, TODAY, nobody)).toEqual({
      gained: [3],
      lost: [],
    });
    expect(eligibilityChange(alex, { ...alex, surname: 'x' } as typeof alex, offered, TODAY, nobody)).toEqual(
      {
        gained: [],
        lost: [],
      },
    );
  });
});
