/**
 * The console's preview of a benefit "as an employee sees it" (issue 35): one of the client's people, the
 * benefit as their catalogue shows it (the employee's own answer), and its costs for a value or plan (the
 * answer of the employee's `POST /selections/costs`).
 */
import { z } from 'zod';
import { benefitWithSelectionResponseSchema } from './benefits.ts';
import { consoleBenefitParamsSchema } from './console-catalogue.ts';
import { masqueradeCandidateSchema } from './masquerade.ts';
import { costsRequestSchema } from './selections.ts';

export const consoleBenefitPreviewParamsSchema = consoleBenefitParamsSchema.extend({ employeeId: z.uuid() });
export type ConsoleBenefitPreviewParams = z.infer<typeof consoleBenefitPreviewParamsSchema>;

export const consoleBenefitPreviewSchema = benefitWithSelectionResponseSchema.extend({
  employee: masqueradeCandidateSchema,
});
export type ConsoleBenefitPreview = z.infer<typeof consoleBenefitPreviewSchema>;

/** The values of the benefit's amounts and the plan chosen, as the employee's costs request names them. */
export const consoleBenefitPreviewCostsSchema = costsRequestSchema.omit({ benefitId: true });
export type ConsoleBenefitPreviewCosts = z.infer<typeof consoleBenefitPreviewCostsSchema>;
