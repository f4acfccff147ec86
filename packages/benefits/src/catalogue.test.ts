import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atAGlance, catalogueFor, type CatalogueBenefit } from './catalogue.ts';
import { eligibilityOf } from './eligibility.ts';
import { pounds } from './money.ts';
import { benefitArbitrary, employeeArbitrary, todayArbitrary } from './test-arbitraries.ts';
import { alex, demo2026, demo2027, robin, taylor } from './test-fixtures.ts';

const context = (today: string) => ({ today, schemeYear: demo2026, schemeYears: [demo2026, demo2027] });
const offer = (id: number, rest: Omit<CatalogueBenefit, 'id' | 'isMember'>, isMember = false) => ({
  id,
  isMember,
  ...rest,
});
const dental = offer(1, { kind: 'flexible', rules: {} });
const lifeAssurance = offer(2, { kind: 'employer-paid', rules: {} });
const gym = offer(3, { kind: 'discount', rules: {} });
const vouchers = offer(4, { kind: 'voucher', rules: { closedToNewMembers: true } });

describe('the catalogue an employee sees', () => {
  it('lists everything Alex may have in the open window, and not the closed vouchers', () => {
    const { eligible, later } = catalogueFor(
      alex,
      [dental, lifeAssurance, gym, vouchers],
      context('2026-11-24'),
    );
    expect(eligible.map((entry) => entry.benefit.id)).toEqual([1, 2, 3]);
    expect(eligible[0]?.eligibility).toEqual({ status: 'open', until: '2026-12-31' });
    expect(later).toEqual([]);
  });

  it('shows Robin what he has now, and what opens when probation ends', () => {
    const { eligible, later } = catalogueFor(
      robin,
      [dental, lifeAssurance, gym, vouchers],
      context('2026-11-24'),
    );
    expect(eligible.map((entry) => entry.benefit.id)).toEqual([2, 3]);
    expect(later).toEqual([{ benefit: dental, availableFrom: '2027-02-01' }]);
  });

  it('lists nothing for a leaver', () => {
    expect(catalogueFor(taylor, [dental, lifeAssurance, gym], context('2026-11-24'))).toEqual({
      eligible: [],
      later: [],
    });
  });

  it('never lists a benefit the employee is ineligible for (property)', () => {
    const benefits = fc
      .array(fc.tuple(benefitArbitrary, fc.boolean()), { maxLength: 8 })
      .map((offers) => offers.map(([rules, isMember], id) => ({ id, isMember, ...rules })));
    fc.assert(
      fc.property(employeeArbitrary, benefits, todayArbitrary, (employee, offers, today) => {
        const { eligible, later } = catalogueFor(employee, offers, context(today));
        for (const { benefit } of eligible) {
          const answer = eligibilityOf(employee, benefit, { ...context(today), isMember: benefit.isMember });
          expect(answer.status).not.toBe('ineligible');
        }
        for (const { benefit, availableFrom } of later) {
          expect(eligible.some((entry) => entry.benefit === benefit)).toBe(false);
          expect(availableFrom > today).toBe(true);
        }
      }),
    );
  });
});

describe('at a glance', () => {
  it('prefers the headline, then the cheapest plan, then the range', () => {
    const none = { headline: null, planPricesPence: [], firstField: null };
    expect(atAGlance({ ...none, headline: 'Cover of 4x your salary' })).toBe('Cover of 4x your salary');
    expect(atAGlance({ ...none, planPricesPence: [1820, 950, 2640] })).toBe('From £9.50 a month');
    expect(atAGlance({ ...none, firstField: { unit: 'pounds', minimum: 100, maximum: 5000 } })).toBe(
      '£100 to £5,000',
    );
    expect(atAGlance({ ...none, firstField: { unit: 'percent-of-salary', minimum: 1, maximum: 40 } })).toBe(
      '1% to 40% of your salary',
    );
    expect(atAGlance({ ...none, firstField: { unit: 'pounds-a-month', minimum: 1, maximum: 243 } })).toBe(
      '£1 to £243 a month',
    );
    expect(atAGlance({ ...none, firstField: { unit: 'days', minimum: 1, maximum: 5 } })).toBe('1 to 5 days');
    expect(atAGlance(none)).toBeNull();
  });

  it('writes pounds as people read them', () => {
    expect([pounds(25000), pounds(9.5), pounds(418.5), pounds(0)]).toEqual([
      '£25,000',
      '£9.50',
      '£418.50',
      '£0',
    ]);
  });
});
