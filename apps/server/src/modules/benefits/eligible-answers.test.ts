/** The eligible list's kept answer: reused only while every input is the same object and today the same day. */
import { describe, expect, it } from 'vitest';
import type { ViewInputs } from './catalogue.service.ts';
import { eligibleAnswers } from './eligible-answers.ts';

function inputs(): ViewInputs {
  return {
    clientId: 'client',
    today: '2026-11-27',
    schemeYears: [],
    rows: [],
    facts: { record: null, pay: null, selections: [], shown: new Map(), lifeEvents: [] },
  };
}

describe('eligibleAnswers', () => {
  it('works an answer out once for the same inputs', () => {
    const answers = eligibleAnswers();
    const same = inputs();
    let worked = 0;
    const work = () => `answer ${++worked}`;
    expect(answers(same, work)).toBe('answer 1');
    expect(answers({ ...same }, work)).toBe('answer 1');
    expect(worked).toBe(1);
  });

  it('works it out again when the facts, the catalogue, the years or the day change', () => {
    const answers = eligibleAnswers();
    const first = inputs();
    let worked = 0;
    const work = () => `answer ${++worked}`;
    answers(first, work);
    expect(answers({ ...first, facts: { ...first.facts } }, work)).toBe('answer 2');
    expect(answers({ ...first, rows: [] }, work)).toBe('answer 3');
    expect(answers({ ...first, schemeYears: [] }, work)).toBe('answer 4');
    expect(answers({ ...first, today: '2026-11-28' }, work)).toBe('answer 5');
  });
});
