import { describe, expect, it } from 'vitest';
import { callToAction } from './calls-to-action.ts';
import type { Eligibility } from './eligibility.ts';

const open: Eligibility = { status: 'open', until: '2026-12-31' };
const notNow: Eligibility = { status: 'not-now', reason: { code: 'not-in-window', nextWindowOpensOn: null } };
const ineligible: Eligibility = { status: 'ineligible', reasons: [{ code: 'group-closed' }] };

describe('the call to action', () => {
  it('offers to get started, continue, manage or reapply in an open window', () => {
    expect(callToAction('flexible', open, null)).toEqual({ type: 'get-started', label: 'Get started' });
    expect(callToAction('flexible', open, 'temporary')).toEqual({ type: 'continue', label: 'Continue' });
    expect(callToAction('flexible', open, 'pending').type).toBe('manage');
    expect(callToAction('flexible', open, 'approved').type).toBe('manage');
    expect(callToAction('flexible', open, 'rejected')).toEqual({ type: 'reapply', label: 'Reapply' });
    expect(callToAction('flexible', open, 'opted-out').type).toBe('reapply');
  });

  it('lets a member manage outside a window, and nobody start', () => {
    expect(callToAction('salary-sacrifice', notNow, 'approved').type).toBe('manage');
    expect(callToAction('salary-sacrifice', notNow, null).type).toBe('unavailable');
    expect(callToAction('salary-sacrifice', notNow, 'opted-out').type).toBe('unavailable');
  });

  it('has nothing to choose for employer-paid and discount benefits', () => {
    expect(callToAction('employer-paid', open, null)).toEqual({ type: 'view', label: 'Find out more' });
    expect(callToAction('discount', notNow, null).type).toBe('view');
  });

  it('offers nothing when the employee is ineligible', () => {
    expect(callToAction('voucher', ineligible, null)).toEqual({
      type: 'unavailable',
      label: 'Not available',
    });
  });
});
