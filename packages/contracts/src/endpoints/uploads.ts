import { describe, errorResponses } from '../endpoint.ts';
import { dataLoadTemplateQuerySchema } from '../uploads.ts';
import { clientParamsSchema } from './employees.ts';

export const uploadsEndpoints = {
  dataLoadTemplate: describe('dataLoadTemplate', {
    tags: ['uploads'],
    summary: 'The roster template: the headers and one example row, as CSV or XLSX',
    description:
      'Needs the uploads permission. Dates are written dd/mm/yyyy; the tax region is England and Northern Ireland, Wales or Scotland; the contract type permanent, fixed-term or casual. A client other than the signed-in tenant answers 404.',
    params: clientParamsSchema,
    query: dataLoadTemplateQuerySchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404) },
  }),
};
