import { describe, expect, it } from 'vitest';
import { wizardResult } from './wizard-result.ts';

/** The demo day: 24 November 2026, payroll cut-off the 10th (passed), so what starts now starts in January. */
const facts = {
  benefitName: 'Cycle to Work',
  kind: 'salary-sacrifice' as const,
  today: '2026-11-24',
  payrollCutOffDay: 10,
  employerName: 'Demo Ltd',
  pendingReason: null,
};

describe('the result page after a submit', () => {
  it('confirms an approved choice with its start and its first payment from pay', () => {
    expect(wizardResult({ ...facts, status: 'approved', startDate: '2027-01-01' })).toEqual({
      heading: 'Cycle to Work is confirmed',
      nextSteps:
        'It starts on 1 January 2027, and the first payment is taken from your pay on 29 January 2027. We have e-mailed you a confirmation.',
      firstDeductionOn: '2027-01-29',
    });
  });

  it('says a flexible benefit is paid from pay after tax', () => {
    const result = wizardResult({ ...facts, kind: 'flexible', status: 'approved', startDate: '2027-01-01' });
    expect(result.nextSteps).toContain('taken from your pay after tax on');
  });

  it('tells a request awaiting approval who decides, by when, and why it waits', () => {
    expect(
      wizardResult({
        ...facts,
        status: 'pending',
        startDate: null,
        pendingReason: 'Your answers to the health questions need a review before your cover starts',
      }),
    ).toEqual({
      heading: 'Your Cycle to Work request is awaiting approval',
      nextSteps:
        'Your answers to the health questions need a review before your cover starts. Demo Ltd will review it, and we will e-mail you when it is decided. If it is approved by 10 December 2026, it starts on 1 January 2027.',
      firstDeductionOn: null,
    });
  });
});
