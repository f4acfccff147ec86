import type { BenefitDetail, Selection } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { costsRequestOf, fieldError, initialForm, questionsFor, stepErrors, stepsFor } from './setup-form.ts';

const cover = {
  name: 'cover',
  label: 'Cover amount',
  unit: 'pounds',
  minimum: 25000,
  maximum: 200000,
  stepSize: 25000,
  validationMessage: 'Please enter a value between {min} and {max}',
};
const benefit = {
  id: 7,
  name: 'Critical Illness Cover',
  plans: [],
  editFields: [cover],
  partnerValueLimits: null,
  terms: { id: 't', version: 1, content: '<p>Terms</p>' },
} as unknown as BenefitDetail;
const questions = [
  { id: 'q1', question: 'Treated for cancer?', appliesAbove: 100000 },
  { id: 'q2', question: 'Waiting for tests?', appliesAbove: 100000 },
];
const data = { medicalQuestions: questions, coverable: [] };
const form = (values: Record<string, string>) => ({ ...initialForm(null), values });

describe('the set-up form', () => {
  it('says a value is required, out of range (with the field limits) or off its step', () => {
    expect(fieldError(benefit, cover, '')).toBe('This field is required');
    expect(fieldError(benefit, cover, '10000')).toBe('Please enter a value between 25000 and 200000');
    expect(fieldError(benefit, cover, 'abc')).toBe('Please enter a value between 25000 and 200000');
    expect(fieldError(benefit, cover, '30000')).toBe('Please choose an amount in steps of 25000');
    expect(fieldError(benefit, cover, '50000')).toBeNull();
  });

  it('asks the health questions only above the amount that needs them', () => {
    expect(stepsFor(benefit, questions, form({ cover: '100000' }))).toEqual([
      'eligibility',
      'amounts',
      'review',
    ]);
    expect(stepsFor(benefit, questions, form({ cover: '150000' }))).toEqual([
      'eligibility',
      'amounts',
      'health',
      'review',
    ]);
    expect(questionsFor(questions, benefit, form({ cover: '150000' }))).toHaveLength(2);
  });

  it('holds a step back until its answers are complete', () => {
    expect(stepErrors('amounts', benefit, data, form({ cover: '1' }))).toEqual({
      cover: 'Please enter a value between 25000 and 200000',
    });
    const unanswered = stepErrors('health', benefit, data, form({ cover: '150000' }));
    expect(unanswered).toEqual({ medicalAnswers: 'Please answer every health question' });
    const answered = { ...form({ cover: '150000' }), medicalAnswers: { q1: false, q2: false } };
    expect(stepErrors('health', benefit, data, answered)).toEqual({});
  });

  it("checks a plan and its people, the provider's limits and the terms as the server does", () => {
    const couple = {
      ...benefit,
      plans: [{ id: 'couple', name: 'You and partner', covers: 'you-and-partner' }],
      partnerValueLimits: { minimum: 50000, maximum: 100000 },
    } as unknown as BenefitDetail;
    const family = {
      medicalQuestions: [],
      coverable: [
        { id: 'p1', name: 'Jamie Morgan', relationship: 'partner' as const, agedOut: false },
        { id: 'd1', name: 'Ruby Morgan', relationship: 'dependant' as const, agedOut: false },
      ],
    };
    expect(stepErrors('plan', couple, family, form({}))).toEqual({ planId: 'This field is required' });
    const withChild = { ...form({}), planId: 'couple', peopleCovered: ['p1', 'd1'] };
    expect(stepErrors('plan', couple, family, withChild)).toEqual({
      peopleCovered: 'The plan you chose does not cover these people',
    });
    expect(stepErrors('plan', couple, family, { ...withChild, peopleCovered: ['p1'] })).toEqual({});
    expect(stepErrors('amounts', couple, family, form({ cover: '125000' }))).toEqual({
      cover: 'The provider accepts from £50,000 to £100,000',
    });
    expect(stepErrors('review', couple, family, form({ cover: '75000' }))).toEqual({
      accepted_terms: 'Please confirm that you have read the terms and conditions',
    });
  });

  it('prices only valid amounts, and nothing until there is something to price', () => {
    expect(costsRequestOf(benefit, form({}))).toBeNull();
    expect(costsRequestOf(benefit, form({ cover: '10' }))).toBeNull();
    expect(costsRequestOf(benefit, form({ cover: '50000' }))).toEqual({
      benefitId: 7,
      planId: null,
      values: { cover: 50000 },
    });
  });

  it('starts from the selection the employee has: its plan, amounts and people', () => {
    const selection = {
      planDetails: { id: 'plan-1', name: 'Family', monthlyPrice: 26.4 },
      rawValues: { cover: 50000 },
      peopleCovered: [{ id: 'p1', name: 'Jamie Morgan', relationship: 'partner' }],
    } as unknown as Selection;
    expect(initialForm(selection)).toEqual({
      planId: 'plan-1',
      values: { cover: '50000' },
      peopleCovered: ['p1'],
      medicalAnswers: {},
      acceptedTerms: false,
    });
  });
});
