/** Selections as the API shows them (contracts/selections.ts, spec section 3, Selection). */
import {
  callToAction,
  eligibilityTexts,
  lastDayOfCover,
  SELECTION_STATUS_LABELS,
  type Eligibility,
} from '@portal/benefits';
import type { CostFigures, Selection, SelectionHistoryEntry } from '@portal/contracts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { NO_RECORD_REASON, presentSelection, type BenefitDetailRows } from '../benefits/index.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';
import type { CoverablePerson } from './selection.repository.ts';

/** May the employee change their selections of this benefit now; if not, why and when they may. */
export function changeWindow(eligibility: Eligibility | null) {
  if (eligibility === null) {
    return { fieldStatus: 'read-only' as const, editableUntil: null, changeNote: NO_RECORD_REASON.text };
  }
  if (eligibility.status === 'open') {
    return { fieldStatus: 'editable' as const, editableUntil: eligibility.until, changeNote: null };
  }
  return {
    fieldStatus: 'read-only' as const,
    editableUntil: null,
    changeNote: eligibilityTexts(eligibility).join('. '),
  };
}

export function liveShapeOf(row: SelectionRow, details: BenefitDetailRows) {
  const plan = details.plans.find((candidate) => candidate.id === row.planId) ?? null;
  return {
    id: row.id,
    benefitId: row.benefitId,
    status: row.status,
    version: row.version,
    plan: plan && { id: plan.id, name: plan.name, monthlyPricePence: plan.monthlyPricePence },
    values: row.values,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

export function presentFullSelection(
  target: Pick<EmployeeBenefit, 'row' | 'details' | 'eligibility' | 'view'>,
  row: SelectionRow,
  people: CoverablePerson[],
  costs: CostFigures | null,
): Selection {
  const eligibility = target.eligibility ?? { status: 'ineligible' as const, reasons: [] };
  const window = changeWindow(target.eligibility);
  return {
    ...presentSelection(liveShapeOf(row, target.details), target.details),
    benefitId: row.benefitId,
    version: row.version,
    revision: row.revision,
    rawValues: row.values,
    peopleCovered: people,
    costsSummaryForMonthlyCostSection: costs,
    cta: callToAction(target.row.kind, eligibility, row.status),
    ...window,
    optOutEndsOn:
      row.status === 'approved' && window.fieldStatus === 'editable'
        ? lastDayOfCover(target.view.today, target.view.scheme.payrollCutOffDay)
        : null,
    acceptedTermsVersion: row.acceptedTermsVersion,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reason: row.reason,
    pendingReason: row.pendingReason,
  };
}

const BY_LABELS = {
  employee: 'You',
  administrator: 'An administrator, on your behalf',
  employer: 'Your employer',
};

export function presentHistory(
  events: {
    version: number;
    fromStatus: SelectionRow['status'] | null;
    toStatus: SelectionRow['status'];
    at: Date;
    reason: string | null;
    actorId: string | null;
    actedAsEmployee: boolean;
  }[],
  employeeId: string,
): SelectionHistoryEntry[] {
  return events.map((event) => ({
    version: event.version,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    statusLabel: SELECTION_STATUS_LABELS[event.toStatus],
    at: event.at.toISOString(),
    by: event.actedAsEmployee
      ? BY_LABELS.administrator
      : event.actorId === employeeId
        ? BY_LABELS.employee
        : BY_LABELS.employer,
    reason: event.reason,
  }));
}
