import { describe, errorResponses } from '../endpoint.ts';
import { takeUpDetailSchema, takeUpParamsSchema, takeUpSummarySchema } from '../take-up.ts';
import { clientParamsSchema } from './employees.ts';

const about =
  'The current scheme year; eligible counts who could have the benefit today by its rules. A client other than the signed-in tenant answers 404.';
const refusals = errorResponses(400, 401, 403, 404);

export const takeUpEndpoints = {
  benefitTakeUp: describe('benefitTakeUp', {
    tags: ['take-up'],
    summary: 'Take-up of each benefit: eligible, selected, pending, percentage',
    description: about,
    params: clientParamsSchema,
    responses: { 200: takeUpSummarySchema, ...refusals },
  }),
  benefitTakeUpDetail: describe('benefitTakeUpDetail', {
    tags: ['take-up'],
    summary: "One benefit's take-up by status, by month, by age band and by location",
    description: about,
    params: takeUpParamsSchema,
    responses: { 200: takeUpDetailSchema, ...refusals },
  }),
  benefitInsights: describe('benefitInsights', {
    tags: ['take-up'],
    summary: 'Take-up of each benefit, for insights-enabled clients (spec point 6)',
    description: about,
    params: clientParamsSchema,
    responses: { 200: takeUpSummarySchema, ...refusals },
  }),
  benefitInsightsDetail: describe('benefitInsightsDetail', {
    tags: ['take-up'],
    summary: "One benefit's take-up, for insights-enabled clients (spec point 6)",
    description: about,
    params: takeUpParamsSchema,
    responses: { 200: takeUpDetailSchema, ...refusals },
  }),
};
