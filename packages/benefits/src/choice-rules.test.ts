import { describe, expect, it } from 'vitest';
import {
  planProblems,
  questionsFor,
  submitProblems,
  valueProblems,
  type ChoiceBenefit,
} from './choice-rules.ts';

const lifeCover: ChoiceBenefit<{ id: string; appliesAbove: number | null }> = {
  fields: [
    {
      name: 'cover',
      unit: 'pounds',
      minimum: 25000,
      maximum: 200000,
      stepSize: 25000,
      validationMessage: 'Please enter a value between {min} and {max}',
    },
  ],
  plans: [
    { id: 'single', covers: 'you' },
    { id: 'couple', covers: 'you-and-partner' },
    { id: 'children', covers: 'you-and-children' },
  ],
  partnerValueLimits: { minimum: 50000, maximum: 150000 },
  medicalQuestions: [{ id: 'q1', appliesAbove: 100000 }],
  terms: { version: 1 },
};
const family = [
  { id: 'p1', relationship: 'partner' },
  { id: 'd1', relationship: 'dependant' },
];

describe('the choice rules', () => {
  it('checks each amount against its limits, its step and the provider', () => {
    expect(valueProblems(lifeCover, { cover: 75000 })).toEqual([]);
    expect(valueProblems(lifeCover, { cover: 10000 })).toEqual([
      { field: 'values.cover', message: 'Please enter a value between 25000 and 200000' },
    ]);
    expect(valueProblems(lifeCover, { cover: 30000 })).toEqual([
      { field: 'values.cover', message: 'Please choose an amount in steps of 25000' },
    ]);
    expect(valueProblems(lifeCover, { cover: 175000 })).toEqual([
      { field: 'values.cover', message: 'The provider accepts from £50,000 to £150,000' },
    ]);
    expect(valueProblems(lifeCover, { salary: 1 })).toEqual([
      { field: 'values.salary', message: 'This benefit has no such amount' },
    ]);
  });

  it('covers only the employee’s own family, as the plan allows', () => {
    const choice = (planId: string, peopleCovered: string[]) => ({ planId, values: {}, peopleCovered });
    expect(planProblems(lifeCover, choice('couple', ['p1']), family)).toEqual([]);
    expect(planProblems(lifeCover, choice('children', ['d1']), family)).toEqual([]);
    expect(planProblems(lifeCover, choice('couple', ['p1', 'd1']), family)).toEqual([
      { field: 'peopleCovered', message: 'The plan you chose does not cover these people' },
    ]);
    expect(planProblems(lifeCover, choice('couple', ['stranger']), family)).toEqual([
      { field: 'peopleCovered', message: 'Only your own family members can be covered' },
    ]);
    expect(planProblems(lifeCover, choice('gold', []), family)).toEqual([
      { field: 'planId', message: 'That plan is not one of this benefit' },
    ]);
  });

  it('asks the health questions above their amount, and a submission lacks nothing', () => {
    expect(questionsFor(lifeCover, { cover: 100000 })).toEqual([]);
    expect(questionsFor(lifeCover, { cover: 125000 })).toEqual([{ id: 'q1', appliesAbove: 100000 }]);
    const empty = { planId: null, values: {}, peopleCovered: [] };
    expect(submitProblems(lifeCover, empty, { acceptedTerms: false, medicalAnswers: [] })).toEqual([
      { field: 'values.cover', message: 'This field is required' },
      { field: 'planId', message: 'This field is required' },
      { field: 'accepted_terms', message: 'Please confirm that you have read the terms and conditions' },
    ]);
    const complete = { planId: 'single', values: { cover: 125000 }, peopleCovered: [] };
    const answered = [{ questionId: 'q1', answer: false }];
    expect(submitProblems(lifeCover, complete, { acceptedTerms: true, medicalAnswers: [] })).toEqual([
      { field: 'medicalAnswers', message: 'Please answer every health question' },
    ]);
    expect(submitProblems(lifeCover, complete, { acceptedTerms: true, medicalAnswers: answered })).toEqual(
      [],
    );
  });
});
