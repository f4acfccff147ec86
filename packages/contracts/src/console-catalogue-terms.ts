/**
 * A benefit's terms in the console's Benefits catalogue (issue 35): its versions, and a new version published on
 * purpose, with a reason, shown to employees at their next choice of the benefit (which records the version
 * they accepted).
 */
import { z } from 'zod';
import { changeReasonSchema } from './console.ts';

export const TERMS_TEXT_REQUIRED_MESSAGE = 'Please write the new terms';
export const TERMS_UNCHANGED_MESSAGE = 'The new version must differ from the current terms';
export const TERMS_MOVED_ON_MESSAGE =
  'A newer version of these terms was published meanwhile: close this and look at it first';

export const benefitTermsVersionSchema = z.object({
  version: z.number().int().positive(),
  /** ISO date-time. */
  publishedAt: z.string(),
  /** Sanitised when stored. */
  contentHtml: z.string(),
});
export type BenefitTermsVersion = z.infer<typeof benefitTermsVersionSchema>;

/** The current version and the earlier ones, newest first; `current` is null only for a benefit without terms. */
export const consoleBenefitTermsSchema = z.object({
  benefitId: z.number().int(),
  name: z.string(),
  current: benefitTermsVersionSchema.nullable(),
  earlier: z.array(benefitTermsVersionSchema),
});
export type ConsoleBenefitTerms = z.infer<typeof consoleBenefitTermsSchema>;

/**
 * A new version: `basedOn` is the version the operator saw as current (0 for none), so that a second click of
 * the same publication finds it done and publishes nothing more.
 */
export const benefitTermsPublicationSchema = z.object({
  basedOn: z.number().int().min(0).max(2_147_483_647),
  contentHtml: z.string().trim().min(1, TERMS_TEXT_REQUIRED_MESSAGE).max(100_000),
  reason: changeReasonSchema,
});
export type BenefitTermsPublication = z.infer<typeof benefitTermsPublicationSchema>;
