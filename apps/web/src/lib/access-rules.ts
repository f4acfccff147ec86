import type { EmployerPermission, EmploymentStatus, UserType } from '@portal/contracts';
import type { SessionState } from './state/session-slice.ts';

/** Who sees which part of the app (spec sections 2 and 6: navigation items and visibility). */
export interface AccessFacts {
  userType: UserType | null;
  employmentStatus: EmploymentStatus | null;
  /** An employer's permissions. */
  permissions: readonly EmployerPermission[];
  /** The content has FAQs (cmsData.faqs). */
  faqs: boolean;
  /** ccv-only mode: a leaver or inactive employee with a childcare-voucher balance left. */
  ccvOnly: boolean;
}

export type NavItemKey = 'home' | 'myBenefits' | 'faqs' | 'dashboard';

/** An employer whose employment status is neither left nor inactive, and not in ccv-only mode. */
export function canOpenDashboard({ userType, employmentStatus, ccvOnly }: AccessFacts): boolean {
  return (
    userType === 'employer' && employmentStatus !== 'left' && employmentStatus !== 'inactive' && !ccvOnly
  );
}

/** Approving selections: the dashboard's, for an employer with the approver permission (spec section 6). */
export const canApproveSelections = (facts: AccessFacts): boolean =>
  canOpenDashboard(facts) && facts.permissions.includes('approver');

/** Reports: the dashboard's, for an employer with the reports permission. */
export const canOpenReports = (facts: AccessFacts): boolean =>
  canOpenDashboard(facts) && facts.permissions.includes('reports');

/** The client's own audit trail: the dashboard's, for an employer with the settings permission (issue 35). */
export const canReadAuditTrail = (facts: AccessFacts): boolean =>
  canOpenDashboard(facts) && facts.permissions.includes('settings');

/** The navigation items the spec's table allows, in order: Home, My benefits, FAQs, Dashboard. */
export function visibleNavItems(facts: AccessFacts): NavItemKey[] {
  const items: NavItemKey[] = ['home'];
  if (!facts.ccvOnly) items.push('myBenefits');
  if (facts.faqs) items.push('faqs');
  if (canOpenDashboard(facts)) items.push('dashboard');
  return items;
}

/** My benefits, unless the session is in ccv-only mode (spec section 4). */
export const canOpenMyBenefits = ({ ccvOnly }: AccessFacts): boolean => !ccvOnly;

/** The facts of the signed-in session; ccv-only mode is checked as the session starts (session-lifecycle.ts). */
export function accessFactsOf(
  session: Pick<SessionState, 'userType' | 'employmentStatus' | 'permissions' | 'cmsData' | 'ccvOnly'>,
): AccessFacts {
  return {
    userType: session.userType,
    employmentStatus: session.employmentStatus,
    permissions: session.permissions,
    faqs: session.cmsData?.faqs ?? false,
    ccvOnly: session.ccvOnly,
  };
}
