import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { catalogueFor, type CatalogueBenefit } from './catalogue.ts';
import { eligibilityOf } from './eligibility.ts';
import {
  agedOutOfCover,
  coverEndsOn,
  familyDateOfBirthProblem,
  needsEducationEndDate,
  type CoverableMember,
} from './family.ts';
import {
  lifeEventDateProblem,
  lifeEventStatus,
  lifeEventWindow,
  lifeEventWindowsFor,
  type ReportedLifeEvent,
} from './life-events.ts';
import { todayArbitrary } from './test-arbitraries.ts';
import { alex, northwind2026 } from './test-fixtures.ts';

const ella: CoverableMember = {
  relationship: 'dependant',
  dateOfBirth: '2019-06-11',
  fullTimeEducationEndDate: null,
  registeredDisabled: false,
};

describe('family members', () => {
  it('asks a dependant over 16 for the end of full-time education, never a partner', () => {
    expect(
      needsEducationEndDate({ relationship: 'dependant', dateOfBirth: '2010-03-01' }, '2026-11-24'),
    ).toBe(true);
    expect(
      needsEducationEndDate({ relationship: 'dependant', dateOfBirth: '2010-12-01' }, '2026-11-24'),
    ).toBe(false);
    expect(needsEducationEndDate({ relationship: 'partner', dateOfBirth: '1987-09-02' }, '2026-11-24')).toBe(
      false,
    );
  });

  it('covers a dependant until the day before 18, or to the end of full-time education when later', () => {
    expect(coverEndsOn(ella)).toBe('2037-06-10');
    expect(coverEndsOn({ ...ella, fullTimeEducationEndDate: '2040-07-31' })).toBe('2040-07-31');
    expect(coverEndsOn({ ...ella, fullTimeEducationEndDate: '2030-07-31' })).toBe('2037-06-10');
    expect(coverEndsOn({ ...ella, registeredDisabled: true })).toBeNull();
    expect(coverEndsOn({ ...ella, relationship: 'partner' })).toBeNull();
  });

  it('flags a dependant aged out of cover from their 18th birthday', () => {
    const adult = { ...ella, dateOfBirth: '2008-11-24' };
    expect(agedOutOfCover(adult, '2026-11-23')).toBe(false);
    expect(agedOutOfCover(adult, '2026-11-24')).toBe(true);
    expect(agedOutOfCover({ ...adult, fullTimeEducationEndDate: '2027-07-31' }, '2026-11-24')).toBe(false);
  });

  it('refuses a date of birth in the future or more than 120 years ago', () => {
    expect(familyDateOfBirthProblem('2026-11-25', '2026-11-24')).toBe('future');
    expect(familyDateOfBirthProblem('1906-11-23', '2026-11-24')).toBe('too-old');
    expect(familyDateOfBirthProblem('1906-11-24', '2026-11-24')).toBeNull();
    expect(familyDateOfBirthProblem('2026-11-24', '2026-11-24')).toBeNull();
  });
});

const marriage = (eventDate: string, groupCodes = ['health', 'protection']): ReportedLifeEvent => ({
  ...lifeEventWindow(eventDate, { daysBefore: 0, daysAfter: 30 }),
  groupCodes,
  voided: false,
});

describe('life events', () => {
  it('opens from daysBefore before the event to daysAfter after it (the closed date)', () => {
    expect(lifeEventWindow('2026-11-14', { daysBefore: 0, daysAfter: 30 })).toEqual({
      opensOn: '2026-11-14',
      closesOn: '2026-12-14',
    });
    expect(lifeEventWindow('2026-11-14', { daysBefore: 7, daysAfter: 60 })).toEqual({
      opensOn: '2026-11-07',
      closesOn: '2027-01-13',
    });
  });

  it('may be reported up to 30 days after it happened, never before', () => {
    expect(lifeEventDateProblem('2026-11-25', '2026-11-24')).toBe('future');
    expect(lifeEventDateProblem('2026-10-25', '2026-11-24')).toBe(null);
    expect(lifeEventDateProblem('2026-10-23', '2026-11-24')).toBe('too-old');
  });

  it('is open until its closed date, then closed; a voided one stays voided', () => {
    const event = marriage('2026-11-14');
    expect(lifeEventStatus(event, '2026-12-14')).toBe('open');
    expect(lifeEventStatus(event, '2026-12-15')).toBe('closed');
    expect(lifeEventStatus({ ...event, voided: true }, '2026-11-20')).toBe('voided');
  });

  it("opens only its groups' benefits, and a voided event opens nothing", () => {
    const events = [marriage('2026-11-14'), { ...marriage('2026-11-20', ['lifestyle']), voided: true }];
    expect(lifeEventWindowsFor(events, 'health')).toEqual([
      { opensOn: '2026-11-14', closesOn: '2026-12-14' },
    ]);
    expect(lifeEventWindowsFor(events, 'lifestyle')).toEqual([]);
  });

  it('lets a Northwind employee, outside every window, change a benefit of an opened group until the closed date', () => {
    const windows = lifeEventWindowsFor([marriage('2026-11-14')], 'health');
    const context = { schemeYear: northwind2026, schemeYears: [northwind2026], isMember: false };
    const medical = { kind: 'flexible' as const, rules: {} };
    expect(eligibilityOf(alex, medical, { ...context, today: '2026-11-24' }).status).toBe('not-now');
    expect(
      eligibilityOf(alex, medical, { ...context, today: '2026-11-24', lifeEventWindows: windows }),
    ).toEqual({
      status: 'open',
      until: '2026-12-14',
    });
    expect(
      eligibilityOf(alex, medical, { ...context, today: '2026-12-15', lifeEventWindows: windows }).status,
    ).toBe('not-now');
    const offers: CatalogueBenefit[] = [{ id: 1, isMember: false, lifeEventWindows: windows, ...medical }];
    const listed = catalogueFor(alex, offers, { ...context, today: '2026-11-24' }).eligible;
    expect(listed[0]?.eligibility).toEqual({ status: 'open', until: '2026-12-14' });
  });

  it('a window never closes before it opens, and every date reportable today opens a window that includes today', () => {
    fc.assert(
      fc.property(todayArbitrary, fc.integer({ min: 0, max: 30 }), (today, daysAgo) => {
        const eventDate = addDays(today, -daysAgo);
        expect(lifeEventDateProblem(eventDate, today)).toBeNull();
        const window = lifeEventWindow(eventDate, { daysBefore: 0, daysAfter: 30 });
        expect(window.opensOn <= today && today <= window.closesOn).toBe(true);
      }),
    );
  });
});
