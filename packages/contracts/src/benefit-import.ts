/**
 * A benefit as an operator writes it (`npm run admin -- benefits add --file F`) and as the demo seed does:
 * checked here, so the database never holds a benefit the portal cannot show.
 */
import { z } from 'zod';
import { benefitKinds, planCovers } from './benefits.ts';

export const contractTypes = ['permanent', 'fixed-term', 'casual'] as const;
export const editFieldUnits = ['pounds', 'pounds-a-month', 'percent-of-salary', 'days'] as const;
export type EditFieldUnit = (typeof editFieldUnits)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** A benefit group's code, as a benefit names it and as the console adds a group. */
export const groupCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'a group code is lower-case letters, digits and dashes');
const html = z.string().min(1).max(100_000);

const rulesSchema = z
  .object({
    minimumAge: z.number().int().min(0).max(100).optional(),
    maximumAge: z.number().int().min(0).max(120).optional(),
    contractTypes: z.array(z.enum(contractTypes)).min(1).optional(),
    minimumWeeklyHours: z.number().min(0).max(168).optional(),
    duringProbation: z.boolean().optional(),
    closedToNewMembers: z.boolean().optional(),
  })
  .strict();

export const benefitInputSchema = z
  .object({
    /** Fixed ids are for the demo seed; an operator's benefits are numbered by the database. */
    id: z.number().int().positive().optional(),
    group: groupCodeSchema,
    name: text(120),
    provider: text(120),
    summary: text(300),
    descriptionHtml: html,
    imageUrl: z.string().max(500).optional(),
    kind: z.enum(benefitKinds),
    rules: rulesSchema.default({}),
    approvalRequired: z.boolean().default(false),
    claimable: z.boolean().default(false),
    headline: text(120).optional(),
    partnerValueLimits: z
      .object({ minimum: z.number().min(0), maximum: z.number().positive() })
      .refine((limits) => limits.minimum <= limits.maximum, {
        path: ['maximum'],
        message: 'the maximum is below the minimum',
      })
      .optional(),
    /** How choices become money (packages/benefits costs/pricing.ts); all optional. */
    costRules: z
      .strictObject({
        spreadOverMonths: z.number().int().min(1).max(120).optional(),
        pencePerThousandCover: z.number().min(0).max(100_000).optional(),
        salaryMultiple: z.number().positive().max(20).optional(),
        freeCoverLimitPounds: z.number().positive().optional(),
        relief: z.enum(['tax-and-ni', 'tax-only', 'none']).optional(),
        pension: z.boolean().optional(),
        employerContributionPercent: z.number().min(0).max(100).optional(),
      })
      .default({}),
    plans: z
      .array(
        z.object({
          /**
           * The stored plan this one is (employees' selections name plans by it); a new plan has none, or the
           * id the console chose for it, so that the same save sent twice adds it once. Adding a benefit
           * ignores plan ids.
           */
          id: z.guid().optional(),
          name: text(80),
          monthlyPricePence: z.number().int().min(0).max(10_000_000),
          covers: z.enum(planCovers).optional(),
        }),
      )
      .max(20)
      .default([]),
    fields: z
      .array(
        z
          .object({
            name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/),
            label: text(80),
            unit: z.enum(editFieldUnits),
            minimum: z.number().min(0),
            maximum: z.number().positive().default(999999.9),
            stepSize: z.number().positive().default(1),
            validationMessage: text(200).optional(),
          })
          // Said by the maximum, so that a form shows it by that field.
          .refine((field) => field.minimum <= field.maximum, {
            path: ['maximum'],
            message: 'the maximum is below the minimum',
          }),
      )
      .max(10)
      .default([]),
    medicalQuestions: z
      .array(z.object({ question: text(500), appliesAbove: z.number().min(0).nullable().default(null) }))
      .max(30)
      .default([]),
    faqs: z
      .array(z.object({ question: text(300), answerHtml: html }))
      .max(50)
      .default([]),
    terms: z.object({ version: z.number().int().positive().default(1), contentHtml: html }),
    /** Names of benefits of the same year this one points at. */
    related: z.array(text(120)).max(6).default([]),
  })
  .strict();

export type BenefitInput = z.input<typeof benefitInputSchema>;
export type CheckedBenefit = z.output<typeof benefitInputSchema>;

/** The operator's view of a tenant's benefits of its current year (`npm run admin -- benefits list`). */
export interface OperatorBenefitList {
  schemeYear: number;
  benefits: {
    id: number;
    name: string;
    groupCode: string;
    kind: (typeof benefitKinds)[number];
    approvalRequired: boolean;
    retired: boolean;
  }[];
}
