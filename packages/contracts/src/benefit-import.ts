/**
 * A benefit as an operator writes it (`npm run admin -- benefits add --file F`) and as the demo seed does:
 * checked here, so the database never holds a benefit the portal cannot show.
 */
import { z } from 'zod';
import { benefitKinds, planCovers } from './benefits.ts';

export const contractTypes = ['permanent', 'fixed-term', 'casual'] as const;
export const editFieldUnits = ['pounds', 'pounds-a-month', 'percent-of-salary', 'days'] as const;
export type EditFieldUnit = (typeof editFieldUnits)[number];

/**
 * Text that must be there and fit, said in our words by the field (the console shows it, the CLI prints it). The
 * limit's message is written when a text is too long, not as the module loads: formatting the number loads the
 * locale data (about 20 ms of every server process's start).
 */
export const BENEFIT_TEXT_MISSING = 'Fill this in';
export const benefitTextTooLong = (max: number) =>
  `Keep this to ${max.toLocaleString('en-GB')} characters or fewer`;
const text = (max: number) =>
  z
    .string({ error: BENEFIT_TEXT_MISSING })
    .trim()
    .min(1, BENEFIT_TEXT_MISSING)
    .max(max, { error: () => benefitTextTooLong(max) });

/**
 * What a benefit's numbers must be, in our words, one message per field for every way it can be wrong (not a
 * number, not whole, out of range): the console shows each by its field, and the import's CLI prints it.
 */
export const BENEFIT_NUMBER_MESSAGES = {
  minimumAge: 'Enter an age in whole years from 0 to 100',
  maximumAge: 'Enter an age in whole years from 0 to 120',
  minimumWeeklyHours: 'Enter hours a week from 0 to 168, like 16 or 37.5',
  partnerMinimum: 'Enter an amount in pounds of 0 or more, like 100 or 99.50',
  partnerMaximum: 'Enter an amount in pounds above 0, like 5000 or 4999.99',
  spreadOverMonths: 'Enter a whole number of months from 1 to 120',
  pencePerThousandCover: 'Enter pence per £1,000 of cover from 0 to 100,000, like 12 or 12.5',
  salaryMultiple: 'Enter a multiple of salary above 0 and up to 20, like 4',
  freeCoverLimitPounds: 'Enter an amount in pounds above 0, like 500000',
  employerContributionPercent: 'Enter a percentage from 0 to 100, like 5 or 7.5',
  monthlyPricePence: 'Enter a price in whole pence from 0 to 10,000,000 (950 is £9.50)',
  fieldMinimum: 'Enter a number of 0 or more, like 0 or 100',
  fieldMaximum: 'Enter a number above 0, like 5000',
  stepSize: 'Enter a step above 0, like 1 or 0.5',
  appliesAbove: 'Enter an amount of 0 or more, like 100000, or leave it empty',
} as const;
export type BenefitNumber = keyof typeof BENEFIT_NUMBER_MESSAGES;
/** A range whose ends are the wrong way round, said by its maximum. */
export const BENEFIT_MAXIMUM_BELOW_MINIMUM = 'The maximum must not be below the minimum';

/** A number from `min` (or above it, when `above`) to `max`, whole when `whole`, each problem said by `key`. */
function numberOf(
  key: BenefitNumber,
  limits: { min: number; max?: number; above?: boolean; whole?: boolean },
) {
  const message = BENEFIT_NUMBER_MESSAGES[key];
  let schema = z.number({ error: message });
  if (limits.whole) schema = schema.int(message);
  schema = limits.above ? schema.gt(limits.min, message) : schema.min(limits.min, message);
  return limits.max === undefined ? schema : schema.max(limits.max, message);
}

/** A benefit group's code, as a benefit names it and as the console adds a group. */
export const groupCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'a group code is lower-case letters, digits and dashes');
const html = z
  .string({ error: BENEFIT_TEXT_MISSING })
  .min(1, BENEFIT_TEXT_MISSING)
  .max(100_000, { error: () => benefitTextTooLong(100_000) });

const rulesSchema = z
  .object({
    minimumAge: numberOf('minimumAge', { min: 0, max: 100, whole: true }).optional(),
    maximumAge: numberOf('maximumAge', { min: 0, max: 120, whole: true }).optional(),
    contractTypes: z.array(z.enum(contractTypes)).min(1).optional(),
    minimumWeeklyHours: numberOf('minimumWeeklyHours', { min: 0, max: 168 }).optional(),
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
      .object({
        minimum: numberOf('partnerMinimum', { min: 0 }),
        maximum: numberOf('partnerMaximum', { min: 0, above: true }),
      })
      .refine((limits) => limits.minimum <= limits.maximum, {
        path: ['maximum'],
        message: BENEFIT_MAXIMUM_BELOW_MINIMUM,
      })
      .optional(),
    /** How choices become money (packages/benefits costs/pricing.ts); all optional. */
    costRules: z
      .strictObject({
        spreadOverMonths: numberOf('spreadOverMonths', { min: 1, max: 120, whole: true }).optional(),
        pencePerThousandCover: numberOf('pencePerThousandCover', { min: 0, max: 100_000 }).optional(),
        salaryMultiple: numberOf('salaryMultiple', { min: 0, above: true, max: 20 }).optional(),
        freeCoverLimitPounds: numberOf('freeCoverLimitPounds', { min: 0, above: true }).optional(),
        relief: z.enum(['tax-and-ni', 'tax-only', 'none']).optional(),
        pension: z.boolean().optional(),
        employerContributionPercent: numberOf('employerContributionPercent', { min: 0, max: 100 }).optional(),
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
          monthlyPricePence: numberOf('monthlyPricePence', { min: 0, max: 10_000_000, whole: true }),
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
            minimum: numberOf('fieldMinimum', { min: 0 }),
            maximum: numberOf('fieldMaximum', { min: 0, above: true }).default(999999.9),
            stepSize: numberOf('stepSize', { min: 0, above: true }).default(1),
            validationMessage: text(200).optional(),
          })
          // Said by the maximum, so that a form shows it by that field.
          .refine((field) => field.minimum <= field.maximum, {
            path: ['maximum'],
            message: BENEFIT_MAXIMUM_BELOW_MINIMUM,
          }),
      )
      .max(10)
      .default([]),
    medicalQuestions: z
      .array(
        z.object({
          question: text(500),
          appliesAbove: numberOf('appliesAbove', { min: 0 }).nullable().default(null),
        }),
      )
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
