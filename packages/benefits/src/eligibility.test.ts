import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from './dates.ts';
import {
  eligibilityOf,
  windowOffersChoice,
  type BenefitRules,
  type EligibilityContext,
  type EmployeeRecord,
} from './eligibility.ts';
import { eligibilityTexts } from './reasons.ts';
import {
  benefitArbitrary as benefit,
  employeeArbitrary as employee,
  todayArbitrary as today,
} from './test-arbitraries.ts';
import { alex, demo2026, demo2027, northwind2026, robin, taylor } from './test-fixtures.ts';

const dental: BenefitRules = { kind: 'flexible', rules: {} };
const lifeAssurance: BenefitRules = { kind: 'employer-paid', rules: {} };
const gym: BenefitRules = { kind: 'discount', rules: {} };
const childcareVouchers: BenefitRules = { kind: 'voucher', rules: { closedToNewMembers: true } };

const on = (today: string, extra: Partial<EligibilityContext> = {}): EligibilityContext => ({
  today,
  schemeYear: demo2026,
  schemeYears: [demo2026, demo2027],
  isMember: false,
  ...extra,
});
const texts = (employee: EmployeeRecord, benefit: BenefitRules, context: EligibilityContext) =>
  eligibilityTexts(eligibilityOf(employee, benefit, context));

describe('eligibility', () => {
  it('opens a benefit to choose while the window is open, until it closes', () => {
    expect(eligibilityOf(alex, dental, on('2026-11-24'))).toEqual({ status: 'open', until: '2026-12-31' });
  });

  it('waits for the next window outside one, and says when it opens', () => {
    const answer = eligibilityOf(alex, dental, on('2027-01-15'));
    expect(answer).toEqual({
      status: 'not-now',
      reason: { code: 'not-in-window', nextWindowOpensOn: '2027-03-01' },
    });
    expect(texts(alex, dental, on('2027-01-15'))).toEqual([
      'The next enrolment window opens on 1 March 2027',
    ]);
  });

  it('says so when no next window is set yet (Northwind, closed)', () => {
    const context = on('2026-11-24', { schemeYear: northwind2026, schemeYears: [northwind2026] });
    expect(texts(alex, dental, context)).toEqual([
      'This can be chosen in the next enrolment window, whose dates are not set yet',
    ]);
  });

  it('opens a benefit inside a window a life event opened', () => {
    const context = on('2027-01-15', {
      lifeEventWindows: [{ opensOn: '2027-01-10', closesOn: '2027-02-08' }],
    });
    expect(eligibilityOf(alex, dental, context)).toEqual({ status: 'open', until: '2027-02-08' });
  });

  it('opens a benefit only in a window that covers its group (a window naming no group covers every group)', () => {
    const healthOnly = {
      ...demo2026,
      windows: [
        { opensOn: '2026-11-01', closesOn: '2026-12-31', groups: ['health'] },
        { opensOn: '2027-02-01', closesOn: '2027-02-14' },
      ],
    };
    const context = on('2026-11-24', { schemeYear: healthOnly, schemeYears: [healthOnly, demo2027] });
    const healthDental = { ...dental, groupCode: 'health' };
    expect(eligibilityOf(alex, healthDental, context)).toEqual({ status: 'open', until: '2026-12-31' });
    // Another group's benefit waits for the next window that covers it.
    expect(eligibilityOf(alex, { ...dental, groupCode: 'lifestyle' }, context)).toEqual({
      status: 'not-now',
      reason: { code: 'not-in-window', nextWindowOpensOn: '2027-02-01' },
    });
    // A life event's window still opens its group's benefits.
    const afterEvent = { ...context, lifeEventWindows: [{ opensOn: '2026-11-20', closesOn: '2026-12-19' }] };
    expect(eligibilityOf(alex, { ...dental, groupCode: 'lifestyle' }, afterEvent)).toEqual({
      status: 'open',
      until: '2026-12-19',
    });
  });

  it('says whether a window limited to groups gives the employee anything to choose', () => {
    const healthWindow = { opensOn: '2026-11-01', closesOn: '2026-12-31', groups: ['health'] };
    const offer = (benefit: BenefitRules, groupCode: string, isMember = false) => ({
      ...benefit,
      groupCode,
      isMember,
    });
    const today = '2026-11-24';
    expect(windowOffersChoice(alex, healthWindow, [offer(dental, 'health')], today)).toBe(true);
    // Another group's benefit, or one with nothing to choose, is not the window's.
    expect(windowOffersChoice(alex, healthWindow, [offer(dental, 'lifestyle')], today)).toBe(false);
    expect(windowOffersChoice(alex, healthWindow, [offer(lifeAssurance, 'health')], today)).toBe(false);
    // Nor is one the employee may not have (probation; closed to new members unless they have it).
    expect(windowOffersChoice(robin, healthWindow, [offer(dental, 'health')], today)).toBe(false);
    expect(windowOffersChoice(alex, healthWindow, [offer(childcareVouchers, 'health')], today)).toBe(false);
    expect(windowOffersChoice(alex, healthWindow, [offer(childcareVouchers, 'health', true)], today)).toBe(
      true,
    );
    // A window that names no group opens everything, as before.
    const everyGroup = { opensOn: '2026-11-01', closesOn: '2026-12-31' };
    expect(windowOffersChoice(robin, everyGroup, [], today)).toBe(true);
  });

  it('keeps what needs a choice from an employee on probation, with the day it opens (Robin)', () => {
    expect(texts(robin, dental, on('2026-11-24'))).toEqual([
      'Available from 1 February 2027, when your probation ends',
    ]);
    expect(eligibilityOf(robin, lifeAssurance, on('2026-11-24'))).toEqual({ status: 'open', until: null });
    expect(eligibilityOf(robin, gym, on('2026-11-24'))).toEqual({ status: 'open', until: null });
  });

  it('lets a benefit say it is open during probation', () => {
    const open = { kind: 'flexible', rules: { duringProbation: true } } as const;
    expect(eligibilityOf(robin, open, on('2026-11-24')).status).toBe('open');
  });

  it('gives a new joiner 30 days to choose once probation ends, outside any window', () => {
    expect(eligibilityOf(robin, dental, on('2027-02-01'))).toEqual({ status: 'open', until: '2027-03-02' });
    expect(eligibilityOf(robin, dental, on('2027-03-02')).status).toBe('open');
    // Then the scheme's window of 2027, which opened on 1 March, carries on.
    expect(eligibilityOf(robin, dental, on('2027-03-03', { schemeYear: demo2027 }))).toEqual({
      status: 'open',
      until: '2027-04-30',
    });
  });

  it('closes everything to a leaver (Taylor), and to someone whose leave date has passed', () => {
    expect(texts(taylor, lifeAssurance, on('2026-11-24'))).toEqual([
      'Not available: your employment has ended',
    ]);
    const leaving = { ...alex, leaveDate: '2026-11-20' };
    expect(eligibilityOf(leaving, gym, on('2026-11-24')).status).toBe('ineligible');
    expect(eligibilityOf(leaving, gym, on('2026-11-19')).status).toBe('open');
    expect(texts({ ...alex, employmentStatus: 'inactive' }, gym, on('2026-11-24'))).toEqual([
      'Not available while your employment is inactive',
    ]);
  });

  it('waits for a start date in the future', () => {
    const starter = { ...alex, startDate: '2026-12-01', probationEndDate: null };
    expect(texts(starter, gym, on('2026-11-24'))).toEqual(['Available from 1 December 2026, when you start']);
  });

  it('checks age both ways, with the birthday that opens it', () => {
    const young = { ...alex, dateOfBirth: '2010-06-15' };
    const adults = { kind: 'flexible', rules: { minimumAge: 18 } } as const;
    expect(texts(young, adults, on('2026-11-24'))).toEqual(['Available from 15 June 2028, when you turn 18']);
    const underSixtyFive = { kind: 'flexible', rules: { maximumAge: 64 } } as const;
    expect(texts({ ...alex, dateOfBirth: '1960-01-01' }, underSixtyFive, on('2026-11-24'))).toEqual([
      'Available to employees up to the age of 64',
    ]);
  });

  it('checks contract type and weekly hours', () => {
    const rules = {
      kind: 'salary-sacrifice',
      rules: { contractTypes: ['permanent'], minimumWeeklyHours: 16 },
    } as const;
    const casual = { ...alex, contractType: 'casual', weeklyHours: 10 } as const;
    expect(texts(casual, rules, on('2026-11-24'))).toEqual([
      'Not available on your type of contract',
      'Available to employees who work at least 16 hours a week',
    ]);
  });

  it('lets existing members of a closed benefit continue, and no one else join (childcare vouchers)', () => {
    expect(texts(alex, childcareVouchers, on('2026-11-24'))).toEqual([
      'Closed to new members; those who already have it continue',
    ]);
    expect(eligibilityOf(alex, childcareVouchers, on('2026-11-24', { isMember: true })).status).toBe('open');
  });
});

describe('eligibility, for any employee, benefit and day', () => {
  it('never lets in an employee that a rule keeps out, and always explains a no in words', () => {
    fc.assert(
      fc.property(employee, benefit, today, fc.boolean(), (person, offer, date, isMember) => {
        const answer = eligibilityOf(person, offer, on(date, { isMember }));
        const { rules } = offer;
        const age = person.dateOfBirth ? ageOn(person.dateOfBirth, date) : null;
        const keptOut =
          person.employmentStatus !== 'active' ||
          (person.leaveDate !== null && person.leaveDate <= date) ||
          date < person.startDate ||
          (age !== null && rules.minimumAge !== undefined && age < rules.minimumAge) ||
          (age !== null && rules.maximumAge !== undefined && age > rules.maximumAge) ||
          (rules.contractTypes !== undefined && !rules.contractTypes.includes(person.contractType)) ||
          (rules.minimumWeeklyHours !== undefined && person.weeklyHours < rules.minimumWeeklyHours) ||
          (rules.closedToNewMembers === true && !isMember) ||
          ((rules.duringProbation ?? (offer.kind === 'employer-paid' || offer.kind === 'discount')) ===
            false &&
            person.probationEndDate !== null &&
            date <= person.probationEndDate);
        expect(answer.status === 'ineligible').toBe(keptOut);
        const words = eligibilityTexts(answer);
        expect(words.length > 0).toBe(answer.status !== 'open');
        for (const sentence of words) expect(sentence).toMatch(/^[A-Z][^{}]*[a-z0-9]$/);
      }),
    );
  });

  it('opens a reason-giving date only after the day asked about', () => {
    fc.assert(
      fc.property(employee, benefit, today, (person, offer, date) => {
        const answer = eligibilityOf(person, offer, on(date));
        if (answer.status !== 'ineligible') return;
        for (const reason of answer.reasons) {
          if ('availableFrom' in reason && reason.availableFrom)
            expect(reason.availableFrom > date).toBe(true);
        }
      }),
    );
  });
});
