/** Catalogue rows and eligibility answers as the API shows them (contracts/benefits.ts). */
import {
  atAGlance,
  callToAction,
  KIND_LABELS,
  reasonText,
  valueText,
  SELECTION_STATUS_LABELS,
  type Eligibility,
} from '@portal/benefits';
import type { Availability, BenefitCard, SelectionSummary } from '@portal/contracts';
import type { BenefitDetailRows, CatalogueRow } from './catalogue.repository.ts';
import type { LiveSelection } from './employee-facts.repository.ts';

/** An employee HR has not set up yet sees benefits, but may not choose any. */
export const NO_RECORD_REASON = {
  code: 'no-record',
  text: 'Your benefits are not set up yet. Please contact your HR team',
} as const;

export function availabilityOf(eligibility: Eligibility | null): Availability {
  if (eligibility === null) return { status: 'ineligible', until: null, reasons: [NO_RECORD_REASON] };
  switch (eligibility.status) {
    case 'open':
      return { status: 'open', until: eligibility.until, reasons: [] };
    case 'not-now':
      return {
        status: 'not-now',
        until: null,
        reasons: [{ code: eligibility.reason.code, text: reasonText(eligibility.reason) }],
      };
    case 'ineligible':
      return {
        status: 'ineligible',
        until: null,
        reasons: eligibility.reasons.map((reason) => ({ code: reason.code, text: reasonText(reason) })),
      };
  }
}

export function presentCard(
  row: CatalogueRow,
  eligibility: Eligibility | null,
  selection: LiveSelection | undefined,
): BenefitCard {
  const status = selection?.status ?? null;
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    provider: row.provider,
    groupCode: row.groupCode,
    groupName: row.groupName,
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    imageUrl: row.imageUrl,
    atAGlance: atAGlance(row),
    approvalRequired: row.approvalRequired,
    claimable: row.claimable,
    availability: availabilityOf(eligibility),
    selection: selection
      ? {
          selectionId: selection.id,
          status: selection.status,
          statusLabel: SELECTION_STATUS_LABELS[selection.status],
        }
      : null,
    cta: callToAction(row.kind, eligibility ?? { status: 'ineligible', reasons: [] }, status),
  };
}

const COVERS_LABELS: Record<string, string> = {
  you: 'Covers you',
  'you-and-partner': 'Covers you and your partner',
  'you-and-children': 'Covers you and your children',
  family: 'Covers you, your partner and your children',
};

export function presentDetail(card: BenefitCard, rows: BenefitDetailRows) {
  return {
    ...card,
    descriptionHtml: rows.descriptionHtml,
    plans: rows.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      monthlyPrice: plan.monthlyPricePence / 100,
      coversLabel: plan.covers ? (COVERS_LABELS[plan.covers] ?? null) : null,
      covers: plan.covers,
      coversOthers: plan.covers !== null && plan.covers !== 'you',
    })),
    editFields: rows.fields.map((field) => ({
      name: field.name,
      label: field.label,
      unit: field.unit,
      minimum: field.minimum,
      maximum: field.maximum,
      stepSize: field.stepSize,
      validationMessage: field.validationMessage,
    })),
    partnerValueLimits: rows.partnerValueLimits,
    medicalQuestionsCount: rows.medicalQuestions.length,
    terms: rows.terms
      ? { id: rows.terms.id, version: rows.terms.version, content: rows.terms.contentHtml }
      : null,
  };
}

export function presentSelection(selection: LiveSelection, rows: BenefitDetailRows): SelectionSummary {
  return {
    selectionId: selection.id,
    status: selection.status,
    statusLabel: SELECTION_STATUS_LABELS[selection.status],
    temporarySelection: selection.status === 'temporary',
    planDetails: selection.plan
      ? {
          id: selection.plan.id,
          name: selection.plan.name,
          monthlyPrice: selection.plan.monthlyPricePence / 100,
        }
      : null,
    values: rows.fields
      .filter((field) => selection.values[field.name] !== undefined)
      .map((field) => {
        const value = selection.values[field.name]!;
        return { name: field.name, label: field.label, value, text: valueText(field.unit, value) };
      }),
    startDate: selection.startDate,
    endDate: selection.endDate,
  };
}
