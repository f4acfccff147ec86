/**
 * The console's Benefits catalogue (issue 35): a client's benefits of its current scheme year, each added and
 * edited as the import's document (benefit-import.ts, docs/benefits-import.md), so that the console and
 * `npm run admin -- benefits add` check a benefit by one set of rules.
 */
import { z } from 'zod';
import { benefitInputSchema, groupCodeSchema } from './benefit-import.ts';
import { benefitKinds } from './benefits.ts';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';

export const consoleBenefitParamsSchema = clientSlugParamsSchema.extend({
  benefitId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type ConsoleBenefitParams = z.infer<typeof consoleBenefitParamsSchema>;

/** A benefit group of the client (`benefit_groups`): employees' catalogue lists its benefits in this order. */
export const consoleBenefitGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  displayOrder: z.number().int(),
});
export type ConsoleBenefitGroup = z.infer<typeof consoleBenefitGroupSchema>;

/**
 * A benefit in the client's list; `schemeYear` is null when the client has no current scheme year yet. The
 * client's groups come in their order (a benefit's form chooses among them).
 */
export const consoleCatalogueSchema = z.object({
  client: consoleClientRefSchema,
  schemeYear: z.number().int().nullable(),
  groups: z.array(consoleBenefitGroupSchema),
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

export const consoleBenefitGroupParamsSchema = clientSlugParamsSchema.extend({ groupCode: groupCodeSchema });
export type ConsoleBenefitGroupParams = z.infer<typeof consoleBenefitGroupParamsSchema>;

const groupNameSchema = z.string().trim().min(1, 'Enter the group name').max(60);

/** A new group: its code by the import's rule (a benefit's document names it), the name employees see. */
export const consoleBenefitGroupInputSchema = z.object({ code: groupCodeSchema, name: groupNameSchema });
export type ConsoleBenefitGroupInput = z.infer<typeof consoleBenefitGroupInputSchema>;

export const consoleBenefitGroupRenameSchema = z.object({ name: groupNameSchema });
export type ConsoleBenefitGroupRename = z.infer<typeof consoleBenefitGroupRenameSchema>;

/** Every group of the client by its code, in the new order. */
export const consoleBenefitGroupOrderSchema = z.object({ codes: z.array(groupCodeSchema).min(1).max(100) });
export type ConsoleBenefitGroupOrder = z.infer<typeof consoleBenefitGroupOrderSchema>;
