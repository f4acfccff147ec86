import { describe, expect, it } from 'vitest';
import { canApproveSelections, canOpenDashboard, visibleNavItems, type AccessFacts } from './access-rules.ts';

const employee: AccessFacts = {
  userType: 'employee',
  employmentStatus: 'active',
  permissions: [],
  faqs: false,
  ccvOnly: false,
};
const employer: AccessFacts = { ...employee, userType: 'employer' };

describe('navigation items (spec section 2, Header and navigation)', () => {
  it.each<[string, AccessFacts, string[]]>([
    ['an active employee', employee, ['home', 'myBenefits']],
    ['an active employee, content with FAQs', { ...employee, faqs: true }, ['home', 'myBenefits', 'faqs']],
    ['an active employer', employer, ['home', 'myBenefits', 'dashboard']],
    [
      'an employer, content with FAQs',
      { ...employer, faqs: true },
      ['home', 'myBenefits', 'faqs', 'dashboard'],
    ],
    ['an employer who has left', { ...employer, employmentStatus: 'left' }, ['home', 'myBenefits']],
    ['an inactive employer', { ...employer, employmentStatus: 'inactive' }, ['home', 'myBenefits']],
    ['an employer in ccv-only mode', { ...employer, ccvOnly: true }, ['home']],
    ['an employee in ccv-only mode, with FAQs', { ...employee, ccvOnly: true, faqs: true }, ['home', 'faqs']],
    ['an administrator', { ...employee, userType: 'admin' }, ['home', 'myBenefits']],
    ['a user whose type is not known yet', { ...employee, userType: null }, ['home', 'myBenefits']],
  ])('%s sees %j', (_, facts, expected) => {
    expect(visibleNavItems(facts)).toEqual(expected);
  });
});

describe('the dashboard rule', () => {
  it.each<[AccessFacts, boolean]>([
    [employer, true],
    [{ ...employer, employmentStatus: null }, true],
    [{ ...employer, employmentStatus: 'left' }, false],
    [{ ...employer, employmentStatus: 'inactive' }, false],
    [{ ...employer, ccvOnly: true }, false],
    [employee, false],
    [{ ...employee, userType: 'admin' }, false],
  ])('%j may open the dashboard: %s', (facts, expected) => {
    expect(canOpenDashboard(facts)).toBe(expected);
  });
});

describe('approving selections (spec section 6: approvers approve or reject pending selections)', () => {
  it('is for an employer who may open the dashboard and holds the approver permission', () => {
    expect(canApproveSelections({ ...employer, permissions: ['approver'] })).toBe(true);
    expect(canApproveSelections({ ...employer, permissions: ['reports', 'settings'] })).toBe(false);
    expect(canApproveSelections({ ...employee, permissions: ['approver'] })).toBe(false);
    expect(canApproveSelections({ ...employer, permissions: ['approver'], employmentStatus: 'left' })).toBe(
      false,
    );
  });
});
