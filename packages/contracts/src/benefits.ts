/**
 * The benefits catalogue's payloads (spec sections 3 and 7, Benefits; BENEFITS.md, Eligibility). Money is in
 * pounds; dates are yyyy-mm-dd. An unavailable benefit always comes with its reasons in words.
 */
import { z } from 'zod';

export { BENEFIT_LOAD_ERROR_MESSAGE, BENEFIT_REMOVED_MESSAGE } from './benefit-messages.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `/benefit/{id}`: a number, so anything else is refused before any lookup. */
export const benefitIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,8}$/, 'A benefit id is a whole number'),
});

/** Whom a plan covers: the employee alone, or with family members chosen as its people covered. */
export const planCovers = ['you', 'you-and-partner', 'you-and-children', 'family'] as const;
export type PlanCovers = (typeof planCovers)[number];
export const benefitKinds = ['salary-sacrifice', 'flexible', 'employer-paid', 'voucher', 'discount'] as const;
export const selectionStatuses = ['temporary', 'pending', 'approved', 'rejected', 'opted-out'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];

export const availabilitySchema = z.object({
  /** open: may choose now (until `until`); not-now: eligible, waits for a window; ineligible: see reasons. */
  status: z.enum(['open', 'not-now', 'ineligible']),
  until: isoDate.nullable(),
  reasons: z.array(z.object({ code: z.string(), text: z.string() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const ctaTypes = ['get-started', 'continue', 'manage', 'reapply', 'view', 'unavailable'] as const;
export type CtaType = (typeof ctaTypes)[number];
export const ctaSchema = z.object({ type: z.enum(ctaTypes), label: z.string() });

export const selectionBadgeSchema = z.object({
  selectionId: z.string(),
  status: z.enum(selectionStatuses),
  statusLabel: z.string(),
});

export const benefitCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  provider: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  kind: z.enum(benefitKinds),
  kindLabel: z.string(),
  imageUrl: z.string().nullable(),
  /** What it costs or is worth at a glance ("From £9.50 a month", "£100 to £5,000"). */
  atAGlance: z.string().nullable(),
  approvalRequired: z.boolean(),
  claimable: z.boolean(),
  availability: availabilitySchema,
  selection: selectionBadgeSchema.nullable(),
  cta: ctaSchema,
});
export type BenefitCard = z.infer<typeof benefitCardSchema>;

const windowSchema = z.object({ opensOn: isoDate, closesOn: isoDate });

/** The open window, with the benefit groups it opens when it is limited to some (empty: every group). */
const openWindowSchema = windowSchema.extend({
  groups: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const eligibleBenefitsResponseSchema = z.object({
  schemeYear: z.object({
    year: z.number().int(),
    startsOn: isoDate,
    endsOn: isoDate,
    /**
     * The enrolment window open today, if it gives the employee anything to choose (one limited to groups they
     * have nothing to choose in is not theirs); else the next one known.
     */
    openWindow: openWindowSchema.nullable(),
    nextWindow: windowSchema.nullable(),
  }),
  /**
   * Whether HR has uploaded the user's employee record: without one (a new client's first employer, before the
   * first upload) nothing is listed, and the page says why.
   */
  hasEmployeeRecord: z.boolean(),
  benefits: z.array(benefitCardSchema),
  /** Benefits that open to the employee when probation ends. */
  later: z.array(
    benefitCardSchema
      .pick({ id: true, name: true, summary: true, groupCode: true, groupName: true, imageUrl: true })
      .extend({
        availableFrom: isoDate,
        reason: z.string(),
      }),
  ),
});
export type EligibleBenefitsResponse = z.infer<typeof eligibleBenefitsResponseSchema>;

export const benefitFiltersResponseSchema = z.object({
  groups: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  kinds: z.array(z.object({ kind: z.enum(benefitKinds), label: z.string(), count: z.number().int() })),
  /** How many of the listed benefits the employee has a selection for. */
  mySelections: z.number().int(),
});
export type BenefitFiltersResponse = z.infer<typeof benefitFiltersResponseSchema>;

export const benefitDetailSchema = benefitCardSchema.extend({
  descriptionHtml: z.string(),
  plans: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      monthlyPrice: z.number(),
      coversLabel: z.string().nullable(),
      /** Whom the plan covers (null: the employee alone); the wizard checks the people chosen against it. */
      covers: z.enum(planCovers).nullable(),
      /** The plan covers family members, chosen as its people covered. */
      coversOthers: z.boolean(),
    }),
  ),
  editFields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      unit: z.string(),
      minimum: z.number(),
      maximum: z.number(),
      stepSize: z.number(),
      validationMessage: z.string(),
    }),
  ),
  partnerValueLimits: z.object({ minimum: z.number(), maximum: z.number() }).nullable(),
  medicalQuestionsCount: z.number().int(),
  terms: z.object({ id: z.string(), version: z.number().int(), content: z.string() }).nullable(),
});
export type BenefitDetail = z.infer<typeof benefitDetailSchema>;

export const selectionSummarySchema = selectionBadgeSchema.extend({
  temporarySelection: z.boolean(),
  planDetails: z.object({ id: z.string(), name: z.string(), monthlyPrice: z.number() }).nullable(),
  /** The chosen amounts, labelled as the benefit's edit fields label them. */
  values: z.array(z.object({ name: z.string(), label: z.string(), value: z.number(), text: z.string() })),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
});
export type SelectionSummary = z.infer<typeof selectionSummarySchema>;

export const benefitWithSelectionResponseSchema = z.object({
  benefit: benefitDetailSchema,
  selection: selectionSummarySchema.nullable(),
});
export type BenefitWithSelectionResponse = z.infer<typeof benefitWithSelectionResponseSchema>;

export const benefitFaqsResponseSchema = z.object({
  faqs: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});
export type BenefitFaqsResponse = z.infer<typeof benefitFaqsResponseSchema>;

export const relatedBenefitsResponseSchema = z.object({ benefits: z.array(benefitCardSchema) });
export type RelatedBenefitsResponse = z.infer<typeof relatedBenefitsResponseSchema>;

/** Spec section 3, CCV balance. */
export const ccvBalanceResponseSchema = z.object({
  balance: z.number(),
  lastPaymentDate: isoDate.nullable(),
});
export type CcvBalanceResponse = z.infer<typeof ccvBalanceResponseSchema>;
