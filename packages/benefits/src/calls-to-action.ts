/**
 * What a benefit offers the employee next (spec section 3, Selection: cta), and the words for a selection's
 * status and a benefit's kind, so every screen and e-mail says the same.
 */
import { needsChoice, type BenefitKind, type Eligibility } from './eligibility.ts';

export type SelectionStatus = 'temporary' | 'pending' | 'approved' | 'rejected' | 'opted-out';
export type CallToActionType = 'get-started' | 'continue' | 'manage' | 'reapply' | 'view' | 'unavailable';

export interface CallToAction {
  type: CallToActionType;
  label: string;
}

export const SELECTION_STATUS_LABELS: Record<SelectionStatus, string> = {
  temporary: 'Not submitted',
  pending: 'Awaiting approval',
  approved: 'Selected',
  rejected: 'Not approved',
  'opted-out': 'Opted out',
};

export const KIND_LABELS: Record<BenefitKind, string> = {
  'salary-sacrifice': 'Salary sacrifice',
  flexible: 'Paid by you',
  'employer-paid': 'Paid by your employer',
  voucher: 'Vouchers',
  discount: 'Discount',
};

/** A selection that is not opted out or rejected: the employee has the benefit (or has asked for it). */
export const isLiveMembership = (status: SelectionStatus | null) =>
  status === 'temporary' || status === 'pending' || status === 'approved';

export function callToAction(
  kind: BenefitKind,
  eligibility: Eligibility,
  selection: SelectionStatus | null,
): CallToAction {
  if (eligibility.status === 'ineligible') return { type: 'unavailable', label: 'Not available' };
  if (!needsChoice(kind)) return { type: 'view', label: 'Find out more' };
  const open = eligibility.status === 'open';
  switch (selection) {
    case 'temporary':
      return open ? { type: 'continue', label: 'Continue' } : { type: 'manage', label: 'View' };
    case 'pending':
    case 'approved':
      return { type: 'manage', label: 'Manage' };
    case 'rejected':
    case 'opted-out':
      return open
        ? { type: 'reapply', label: 'Reapply' }
        : { type: 'unavailable', label: 'Not available now' };
    case null:
      return open
        ? { type: 'get-started', label: 'Get started' }
        : { type: 'unavailable', label: 'Not available now' };
  }
}
