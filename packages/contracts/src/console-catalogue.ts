/**
 * The console's Benefits catalogue (issue 35): a client's benefits of its current scheme year, each added and
 * edited as the import's document (benefit-import.ts, docs/benefits-import.md), so that the console and
 * `npm run admin -- benefits add` check a benefit by one set of rules.
 */
import { z } from 'zod';
import { benefitInputSchema } from './benefit-import.ts';
import { benefitKinds } from './benefits.ts';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';

export const consoleBenefitParamsSchema = clientSlugParamsSchema.extend({
  benefitId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type ConsoleBenefitParams = z.infer<typeof consoleBenefitParamsSchema>;

/** A benefit in the client's list; `schemeYear` is null when the client has no current scheme year yet. */
export const consoleCatalogueSchema = z.object({
  client: consoleClientRefSchema,
  schemeYear: z.number().int().nullable(),
  benefits: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      groupCode: z.string(),
      kind: z.enum(benefitKinds),
      approvalRequired: z.boolean(),
      retired: z.boolean(),
    }),
  ),
});
export type ConsoleCatalogue = z.infer<typeof consoleCatalogueSchema>;

/** One benefit as its import document; a retired one is shown, not edited. */
export const consoleBenefitSchema = z.object({
  id: z.number().int(),
  retired: z.boolean(),
  document: benefitInputSchema,
});
export type ConsoleBenefit = z.infer<typeof consoleBenefitSchema>;

/** The demo catalogue's benefits in the import format, to copy into a client. */
export const consoleBenefitTemplatesSchema = z.object({
  templates: z.array(z.object({ key: z.string(), document: benefitInputSchema })),
});
export type ConsoleBenefitTemplates = z.infer<typeof consoleBenefitTemplatesSchema>;

/** Retiring a benefit takes it from employees' catalogue: the trail keeps why. */
export const consoleBenefitRetirementSchema = z.object({ reason: changeReasonSchema });
export type ConsoleBenefitRetirement = z.infer<typeof consoleBenefitRetirementSchema>;
