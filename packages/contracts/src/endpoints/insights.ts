import { describe, errorResponses } from '../endpoint.ts';
import { employeeInsightsSchema, loginsQuerySchema, loginsResponseSchema } from '../insights.ts';
import { clientParamsSchema } from './employees.ts';

const otherClient = 'A client other than the signed-in tenant answers 404.';

export const insightsEndpoints = {
  employeeInsights: describe('employeeInsights', {
    tags: ['insights'],
    summary: 'Registration over time and by location, active users and devices of the tenant',
    description: `Counted in the database, never row by row. ${otherClient}`,
    params: clientParamsSchema,
    responses: { 200: employeeInsightsSchema, ...errorResponses(401, 403, 404) },
  }),
  employeeLogins: describe('employeeLogins', {
    tags: ['insights'],
    summary:
      "The tenant's sign-ins by day (last 90 days) or by week (last 13 weeks), with the people who signed in",
    description: `Masquerade sessions are not counted. ${otherClient}`,
    params: clientParamsSchema,
    query: loginsQuerySchema,
    responses: { 200: loginsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
