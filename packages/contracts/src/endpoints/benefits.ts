import {
  benefitDetailSchema,
  benefitFaqsResponseSchema,
  benefitFiltersResponseSchema,
  benefitIdParamsSchema,
  benefitWithSelectionResponseSchema,
  eligibleBenefitsResponseSchema,
  relatedBenefitsResponseSchema,
} from '../benefits.ts';
import { describe, errorResponses } from '../endpoint.ts';

const signedIn = errorResponses(401, 403);
/** A malformed id answers 400; an unknown, removed or other tenant's one 404 with the removed message. */
const oneBenefit = { params: benefitIdParamsSchema } as const;
const benefitRefusals = errorResponses(400, 401, 403, 404);
const yearNote =
  "Scoped to the caller's tenant and scheme year (the current one; a masquerading administrator's named year).";

export const benefitsEndpoints = {
  eligibleBenefits: describe('eligibleBenefits', {
    tags: ['benefits'],
    summary:
      'The benefits the signed-in employee may have this scheme year, and those opening after probation',
    description: `${yearNote} Each benefit carries its availability (with reasons in words), selection status and call to action.`,
    responses: { 200: eligibleBenefitsResponseSchema, ...signedIn },
  }),
  benefitFilters: describe('benefitFilters', {
    tags: ['benefits'],
    summary: "The groups and kinds of the employee's benefits, with counts",
    description: yearNote,
    responses: { 200: benefitFiltersResponseSchema, ...signedIn },
  }),
  benefit: describe('benefit', {
    tags: ['benefits'],
    summary: 'One benefit: description, plans, amounts, terms, availability',
    description: `${yearNote} An ineligible benefit answers with its reasons instead of a call to set it up.`,
    ...oneBenefit,
    responses: { 200: benefitDetailSchema, ...benefitRefusals },
  }),
  benefitWithSelection: describe('benefitWithSelection', {
    tags: ['benefits'],
    summary: "One benefit and the employee's live selection of it, if any",
    description: yearNote,
    ...oneBenefit,
    responses: { 200: benefitWithSelectionResponseSchema, ...benefitRefusals },
  }),
  benefitFaqs: describe('benefitFaqs', {
    tags: ['benefits'],
    summary: "A benefit's questions and answers (answers are sanitised HTML)",
    ...oneBenefit,
    responses: { 200: benefitFaqsResponseSchema, ...benefitRefusals },
  }),
  relatedBenefits: describe('relatedBenefits', {
    tags: ['benefits'],
    summary: 'Benefits related to one, among those the employee may have',
    ...oneBenefit,
    responses: { 200: relatedBenefitsResponseSchema, ...benefitRefusals },
  }),
};
