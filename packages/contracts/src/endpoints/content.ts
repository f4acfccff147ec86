import { z } from 'zod';
import {
  contentDocumentSchema,
  contentImportErrorSchema,
  contentImportSummarySchema,
} from '../content-document.ts';
import { contentPageSchema } from '../content.ts';
import { describe, errorResponses } from '../endpoint.ts';
import { faqsResponseSchema } from '../faqs.ts';
import {
  carouselResponseSchema,
  homePageBannersResponseSchema,
  homePageCardsResponseSchema,
} from '../home.ts';
import { operatorRefusals, operatorSlugParamsSchema } from './operator.ts';

const policyPage = {
  tags: ['content'],
  responses: { 200: contentPageSchema, ...errorResponses(404) },
} as const;
const signedIn = errorResponses(401, 403);

export const contentEndpoints = {
  termsConditions: describe('termsConditions', {
    ...policyPage,
    summary: "The tenant's current terms and conditions",
  }),
  privacyPolicy: describe('privacyPolicy', {
    ...policyPage,
    summary: "The tenant's current privacy statement",
  }),
  cookiePolicy: describe('cookiePolicy', { ...policyPage, summary: "The tenant's current cookie policy" }),
  homePageCards: describe('homePageCards', {
    tags: ['content'],
    summary: "The home page's cards, in order",
    responses: { 200: homePageCardsResponseSchema, ...signedIn },
  }),
  homePageBanner: describe('homePageBanner', {
    tags: ['content'],
    summary: "The home page's banners, in order",
    responses: { 200: homePageBannersResponseSchema, ...signedIn },
  }),
  carousel: describe('carousel', {
    tags: ['content'],
    summary: 'The welcome carousel shown at the first login',
    responses: { 200: carouselResponseSchema, ...signedIn },
  }),
  faqs: describe('faqs', {
    tags: ['content'],
    summary: 'FAQ groups with their questions (answers are sanitised HTML)',
    responses: { 200: faqsResponseSchema, ...signedIn },
  }),
  operatorContent: describe('operatorContent', {
    tags: ['operator'],
    summary: "A tenant's content document (operator channel: loopback and X-Operator-Key only)",
    params: operatorSlugParamsSchema,
    responses: { 200: contentDocumentSchema, ...operatorRefusals },
  }),
  replaceOperatorContent: describe('replaceOperatorContent', {
    tags: ['operator'],
    summary: "Replaces a tenant's content with a content document, whole or not at all",
    description:
      '200 with a summary of what changed, or 422 { message, errors: [{ path, message }] } and nothing changed.',
    params: operatorSlugParamsSchema,
    // Checked by the import, which reports every problem with its path rather than the first.
    body: z.unknown(),
    responses: { 200: contentImportSummarySchema, 422: contentImportErrorSchema, ...operatorRefusals },
  }),
};
