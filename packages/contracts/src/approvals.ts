/**
 * Approvals (spec sections 3, Pending approval data, and 7, Approvals): the benefits with selections awaiting
 * the employer's approval, one benefit's pending selections with the employee's name and the benefit's field
 * values, and the decision on a batch of them.
 */
import { z } from 'zod';
import { distinct } from './distinct.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

const count = z.number().int().nonnegative();

/** The most selections one decision may name. */
export const MAX_APPROVAL_BATCH = 200;
/** How many pending selections one page of a benefit's list shows unless the query asks for another number. */
export const APPROVALS_PAGE_SIZE = 50;

export const pendingBenefitSchema = z.object({
  benefitId: z.number().int(),
  benefitName: z.string(),
  /** Selections awaiting approval. */
  pending: count,
});
export type PendingBenefit = z.infer<typeof pendingBenefitSchema>;

export const pendingBenefitsSchema = z
  .object({ benefits: z.array(pendingBenefitSchema) })
  .meta({ id: 'PendingBenefits' });
export type PendingBenefits = z.infer<typeof pendingBenefitsSchema>;

export const pendingApprovalSchema = z.object({
  selectionId: z.string(),
  employeeName: z.string(),
  employeeNumber: z.string().nullable(),
  /** The employee's main choice as they would read it (an amount, a number of days, a plan). */
  orderValue: z.string(),
  /** Every field of the choice by its label: the plan, each value, the people covered. */
  fields: z.record(z.string(), z.string()),
  submittedAt: z.string().nullable(),
  /** Why it waits beyond the benefit's rule (a medical declaration), when it does. */
  pendingReason: z.string().nullable(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

export const benefitApprovalsSchema = z
  .object({
    benefitName: z.string(),
    /** The field labels in the benefit's order, for the table's columns. */
    fieldLabels: z.array(z.string()),
    approvals: z.array(pendingApprovalSchema),
    total: count,
    per_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
  })
  .meta({ id: 'BenefitApprovals' });
export type BenefitApprovals = z.infer<typeof benefitApprovalsSchema>;

export const benefitApprovalsParamsSchema = z.object({ benefitId: z.coerce.number().int().positive() });
export const benefitApprovalsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(APPROVALS_PAGE_SIZE),
});

export const REJECTION_REASON_REQUIRED = 'Please give a reason for the rejection';

export const approvalRequestSchema = z
  .strictObject({
    selectionIds: distinct(
      z
        .array(z.uuid('A selection id is a UUID'))
        .min(1, 'Choose at least one selection')
        .max(MAX_APPROVAL_BATCH, `Choose at most ${MAX_APPROVAL_BATCH} selections at a time`),
    ),
    approval: z.boolean(),
    /** Required to reject: the employee reads it in their e-mail. */
    reason: z.string().trim().max(1_000).optional(),
  })
  .refine((request) => request.approval || !!request.reason, {
    message: REJECTION_REASON_REQUIRED,
    path: ['reason'],
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalOutcomeSchema = z.object({
  selectionId: z.string(),
  employeeName: z.string(),
  outcome: z.enum(['approved', 'rejected', 'not-decided']),
  /** Why a selection was not decided (no longer awaiting approval, the approver's own). */
  reason: z.string().nullable(),
});
export type ApprovalOutcome = z.infer<typeof approvalOutcomeSchema>;

export const approvalResponseSchema = z
  .object({
    /** Selections decided. */
    count,
    /** One line per selection named, in the order named. */
    summary: z.array(approvalOutcomeSchema),
  })
  .meta({ id: 'ApprovalResponse' });
export type ApprovalResponse = z.infer<typeof approvalResponseSchema>;
