import { z } from 'zod';
import { describe, errorResponses } from '../endpoint.ts';
import { employeeSearchQuerySchema, employeeSearchResponseSchema } from '../employees.ts';
import { registrationSummarySchema } from '../session.ts';

/** The employer's routes name their own client; another client's id answers 404. */
export const clientParamsSchema = z.object({ clientId: z.string().max(64) });
const refusals = errorResponses(401, 403, 404);

export const employeesEndpoints = {
  registrationSummary: describe('registrationSummary', {
    tags: ['employees'],
    summary: "The tenant's employee registration figure (employer dashboard)",
    description: 'A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    responses: { 200: registrationSummarySchema, ...refusals },
  }),
  employeeSearch: describe('employeeSearch', {
    tags: ['employees'],
    summary: "The tenant's employees whose name or e-mail contains the search",
    description: 'By surname, at most `limit`. A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    query: employeeSearchQuerySchema,
    responses: { 200: employeeSearchResponseSchema, ...refusals },
  }),
};
