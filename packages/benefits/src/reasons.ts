/**
 * The words of each eligibility reason (BENEFITS.md: a no always says why, with the numbers a person needs),
 * never a code or a raw error. The server sends them with the reason's code, so every client says the same.
 */
import { longDate } from './dates.ts';
import type { EmploymentStatus, Eligibility, IneligibleReason, NotInWindow } from './eligibility.ts';

const STATUS_WORDS: Record<EmploymentStatus, string> = {
  active: 'active',
  inactive: 'inactive',
  left: 'ended',
};

export function reasonText(reason: IneligibleReason | NotInWindow): string {
  switch (reason.code) {
    case 'probation':
      return `Available from ${longDate(reason.availableFrom)}, when your probation ends`;
    case 'not-started':
      return `Available from ${longDate(reason.availableFrom)}, when you start`;
    case 'not-in-window':
      return reason.nextWindowOpensOn
        ? `The next enrolment window opens on ${longDate(reason.nextWindowOpensOn)}`
        : 'This can be chosen in the next enrolment window, whose dates are not set yet';
    case 'age':
      if (reason.minimumAge !== undefined && reason.availableFrom) {
        return `Available from ${longDate(reason.availableFrom)}, when you turn ${reason.minimumAge}`;
      }
      return `Available to employees up to the age of ${reason.maximumAge}`;
    case 'employment-status':
      return reason.status === 'left'
        ? 'Not available: your employment has ended'
        : `Not available while your employment is ${STATUS_WORDS[reason.status]}`;
    case 'contract-type':
      return 'Not available on your type of contract';
    case 'hours':
      return `Available to employees who work at least ${reason.minimumWeeklyHours} hours a week`;
    case 'group-closed':
      return 'Closed to new members; those who already have it continue';
  }
}

/** Every sentence an answer needs: none when the benefit is open. */
export function eligibilityTexts(eligibility: Eligibility): string[] {
  if (eligibility.status === 'ineligible') return eligibility.reasons.map(reasonText);
  if (eligibility.status === 'not-now') return [reasonText(eligibility.reason)];
  return [];
}
