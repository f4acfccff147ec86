/**
 * Selections and their costs (spec sections 3 and 7, Benefits and Beam costs; BENEFITS.md, Selection lifecycle
 * and Costs). Money is in pounds (to the penny); dates are yyyy-mm-dd. Requests are strict: an unknown field is
 * refused, not ignored.
 */
import { z } from 'zod';
import { ctaSchema, selectionStatuses, selectionSummarySchema } from './benefits.ts';
import { distinct } from './distinct.ts';

export * from './selection-messages.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const selectionIdParamsSchema = z.object({ id: z.uuid('A selection id is a UUID') });
export const employeeSelectionsParamsSchema = z.object({ clientId: z.uuid(), employeeId: z.uuid() });

/** The edit fields' values by field name. */
export const selectionValuesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), z.number().finite())
  .refine((values) => Object.keys(values).length <= 20, 'At most 20 values');

export const medicalAnswersSchema = distinct(
  z.array(z.strictObject({ questionId: z.uuid(), answer: z.boolean() })).max(50),
  (answer) => answer.questionId,
);

/** A save (values only), or a submit of what the employee chose. */
const choiceFields = {
  planId: z.uuid().nullable().optional(),
  values: selectionValuesSchema.optional(),
  /** Family member ids, for a plan that covers others. */
  peopleCovered: distinct(z.array(z.uuid()).max(20)).optional(),
  medicalAnswers: medicalAnswersSchema.optional(),
  /** Spec section 7, Benefit setup: the employee accepted the benefit's current terms. */
  accepted_terms: z.boolean().optional(),
  /** The terms version the employee was shown: a newer one published meanwhile refuses the submit by `accepted_terms`. */
  accepted_terms_version: z.number().int().positive().optional(),
  /** Submit: temporary becomes pending (approval required) or approved. */
  submit: z.boolean().optional(),
};

export const createSelectionRequestSchema = z.strictObject(choiceFields);
export type CreateSelectionRequest = z.infer<typeof createSelectionRequestSchema>;

export const updateSelectionRequestSchema = z.strictObject({
  ...choiceFields,
  /** The revision the browser last saw: a stale one answers 409 (optimistic concurrency). */
  revision: z.number().int().positive(),
  /** Spec section 4: opting out is a PATCH of the status. */
  status: z.literal('opted-out').optional(),
  reason: z.string().trim().max(500).optional(),
});
export type UpdateSelectionRequest = z.infer<typeof updateSelectionRequestSchema>;

export const costsRequestSchema = z.strictObject({
  benefitId: z.number().int().positive(),
  planId: z.uuid().nullable().optional(),
  values: selectionValuesSchema,
});
export type CostsRequest = z.infer<typeof costsRequestSchema>;

const costFiguresSchema = z.object({
  gross: z.number(),
  taxSaving: z.number(),
  niSaving: z.number(),
  /** What it costs the employee after the savings. */
  net: z.number(),
  employerContribution: z.number(),
  employerNiSaving: z.number(),
});
export type CostFigures = z.infer<typeof costFiguresSchema>;

export const costsResponseSchema = z.object({
  monthly: costFiguresSchema,
  yearly: costFiguresSchema,
  /** The rate band of the employee's top pound of pay ('basic', 'higher', 'intermediate' ...). */
  taxBand: z.string().nullable(),
  limits: z.object({
    partnerValueLimits: z.object({ minimum: z.number(), maximum: z.number() }).nullable(),
    minimumWage: z
      .object({
        hourlyRate: z.number(),
        /** The most this benefit may take each month. */
        largestMonthly: z.number(),
        breached: z.boolean(),
        message: z.string().nullable(),
      })
      .nullable(),
    /** Spec section 8, Free cover limit. */
    freeCover: z
      .object({ limit: z.number(), cover: z.number(), capped: z.boolean(), message: z.string().nullable() })
      .nullable(),
    voucherExemptionMonthly: z.number().nullable(),
  }),
});
export type CostsResponse = z.infer<typeof costsResponseSchema>;

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(['partner', 'dependant']),
  /** A dependant past the age of cover (18, or the end of full-time education): the selection needs a change. */
  agedOut: z.boolean(),
});
export type CoveredPerson = z.infer<typeof personSchema>;

/** Spec section 3, Selection. */
export const selectionSchema = selectionSummarySchema.extend({
  benefitId: z.number().int(),
  version: z.number().int(),
  revision: z.number().int(),
  /** The values by field name, as the set-up wizard fills them. */
  rawValues: z.record(z.string(), z.number()),
  peopleCovered: z.array(personSchema),
  costsSummaryForMonthlyCostSection: costFiguresSchema.nullable(),
  cta: ctaSchema,
  /** Whether the employee may change it now, and until when; when not, when they next may. */
  fieldStatus: z.enum(['editable', 'read-only']),
  editableUntil: isoDate.nullable(),
  changeNote: z.string().nullable(),
  /** The day cover would end if the employee opted out today (set while they may opt out). */
  optOutEndsOn: isoDate.nullable(),
  acceptedTermsVersion: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  /** An approver's reason for a rejection, or the employee's for an opt-out. */
  reason: z.string().nullable(),
  /** Why it waits for approval beyond the benefit's rule (a medical declaration). */
  pendingReason: z.string().nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const selectionHistoryEntrySchema = z.object({
  version: z.number().int(),
  fromStatus: z.enum(selectionStatuses).nullable(),
  toStatus: z.enum(selectionStatuses),
  statusLabel: z.string(),
  at: z.string(),
  /** "Changed by an administrator", "Approved by your employer" ... */
  by: z.string(),
  reason: z.string().nullable(),
});
export type SelectionHistoryEntry = z.infer<typeof selectionHistoryEntrySchema>;

export const claimSchema = z.object({
  id: z.string(),
  amount: z.number(),
  treatmentDate: isoDate,
  description: z.string(),
  status: z.enum(['submitted', 'paid', 'declined']),
  statusLabel: z.string(),
  receiptName: z.string().nullable(),
  submittedAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimIdParamsSchema = z.object({ id: z.uuid('A claim id is a UUID') });

/** The make-a-claim form's fields, sent as multipart form data beside the receipt. */
export const claimFieldsSchema = z.strictObject({
  amount: z.coerce
    .number('Please enter the amount you paid')
    .positive('Please enter the amount you paid')
    .max(10_000, 'A claim is at most £10,000')
    .multipleOf(0.01, 'Please enter pounds and pence'),
  treatmentDate: isoDate,
  description: z.string().trim().min(1, 'Please say what the claim is for').max(300),
});
export type ClaimFields = z.infer<typeof claimFieldsSchema>;

/** `GET benefit/{id}/selection`: what the set-up wizard and the manage page need. */
export const benefitSelectionResponseSchema = z.object({
  /** What the employee is working on or has: a proposal (temporary or pending) first, else the settled one. */
  selection: selectionSchema.nullable(),
  /** The approved version still in force while a change of it is a proposal. */
  inForce: selectionSchema.nullable(),
  history: z.array(selectionHistoryEntrySchema),
  /** Family members a plan that covers others may cover. */
  coverable: z.array(personSchema),
  medicalQuestions: z.array(
    z.object({ id: z.string(), question: z.string(), appliesAbove: z.number().nullable() }),
  ),
  claims: z.array(claimSchema),
});
export type BenefitSelectionResponse = z.infer<typeof benefitSelectionResponseSchema>;

/** What a create or an update answers: the selection and what happens next (spec: wizardResult). */
export const selectionChangeResponseSchema = z.object({
  selection: selectionSchema,
  result: z
    .object({
      heading: z.string(),
      nextSteps: z.string(),
      firstDeductionOn: isoDate.nullable(),
    })
    .nullable(),
});
export type SelectionChangeResponse = z.infer<typeof selectionChangeResponseSchema>;

/** `GET selections/client/{clientId}/employees/{employeeId}`: an employer reads an employee's selections. */
export const employeeSelectionsResponseSchema = z.object({
  selections: z.array(selectionSchema.extend({ benefitName: z.string() })),
});
export type EmployeeSelectionsResponse = z.infer<typeof employeeSelectionsResponseSchema>;
