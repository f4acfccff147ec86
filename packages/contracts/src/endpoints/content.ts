import { contentPageSchema } from '../content.ts';
import { describe, errorResponses } from '../endpoint.ts';
import { faqsResponseSchema } from '../faqs.ts';
import {
  carouselResponseSchema,
  homePageBannersResponseSchema,
  homePageCardsResponseSchema,
} from '../home.ts';

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
};
