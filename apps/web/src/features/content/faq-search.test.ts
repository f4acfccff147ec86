import type { FaqGroup } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { countQuestions, filterFaqs } from './faq-search.ts';

const groups: FaqGroup[] = [
  {
    id: 'g2',
    title: 'Pay',
    order: 1,
    questions: [
      {
        id: 'q3',
        question: 'Do I pay tax?',
        answer: '<p>Some <strong>benefits</strong> are taxable.</p>',
        order: 0,
      },
    ],
  },
  {
    id: 'g1',
    title: 'Account',
    order: 0,
    questions: [
      { id: 'q2', question: 'Why was I signed out?', answer: '<p>After 15 minutes.</p>', order: 1 },
      {
        id: 'q1',
        question: 'How do I change my password?',
        answer: '<p>Open Profile Settings.</p>',
        order: 0,
      },
    ],
  },
];

describe('filterFaqs', () => {
  it('keeps everything, in order, for an empty search', () => {
    const result = filterFaqs(groups, '  ');
    expect(result.map((group) => group.id)).toEqual(['g1', 'g2']);
    expect(result[0]!.questions.map((item) => item.id)).toEqual(['q1', 'q2']);
  });

  it('matches every word, in any case and order, in the question or the answer text', () => {
    expect(filterFaqs(groups, 'PASSWORD change').flatMap((g) => g.questions.map((q) => q.id))).toEqual([
      'q1',
    ]);
    expect(filterFaqs(groups, 'taxable benefits').flatMap((g) => g.questions.map((q) => q.id))).toEqual([
      'q3',
    ]);
  });

  it('does not match the markup of an answer, and drops groups left empty', () => {
    expect(filterFaqs(groups, 'strong')).toEqual([]);
    expect(filterFaqs(groups, 'minutes').map((group) => group.id)).toEqual(['g1']);
  });

  it('counts the questions left', () => {
    expect(countQuestions(filterFaqs(groups, ''))).toBe(3);
    expect(countQuestions(filterFaqs(groups, 'signed'))).toBe(1);
  });
});
