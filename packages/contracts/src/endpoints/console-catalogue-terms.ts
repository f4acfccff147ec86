import { costsResponseSchema } from '../selections.ts';
import { consoleBenefitParamsSchema } from '../console-catalogue.ts';
import {
  consoleBenefitPreviewCostsSchema,
  consoleBenefitPreviewParamsSchema,
  consoleBenefitPreviewSchema,
} from '../console-catalogue-preview.ts';
import { benefitTermsPublicationSchema, consoleBenefitTermsSchema } from '../console-catalogue-terms.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operator =
  "Platform administrators with two-factor passed, on the platform host. A slug that names no client, or an id that is not one of its current year's benefits, answers 404.";
const asEmployee =
  "Read only. A person who is not one of the client's employers or employees answers 404; the answer is the one the employee's own route gives them.";

/** A benefit's terms versions and its preview as an employee sees it (the console's Benefits catalogue). */
export const consoleCatalogueTermsEndpoints = {
  consoleBenefitTerms: describe('consoleBenefitTerms', {
    tags: ['console'],
    summary: "A benefit's current terms version and its earlier ones, newest first",
    description: operator,
    params: consoleBenefitParamsSchema,
    responses: { 200: consoleBenefitTermsSchema, ...errorResponses(401, 403, 404) },
  }),
  publishConsoleBenefitTerms: describe('publishConsoleBenefitTerms', {
    tags: ['console'],
    summary: "Publishes a new version of the benefit's terms (the last version + 1), with a reason",
    description: `${operator} The HTML is sanitised; script or other active code answers 400 by \`body.contentHtml\`, as does text the same as the current version. Employees are shown the new terms at their next choice of the benefit, which records the version accepted. The version and its audit row (versions before and after, reason) are written together, the client's row locked first: a second click of the same publication (\`basedOn\` already passed, the same text) publishes nothing more; one based on a version no longer current answers 409. Every server forgets the catalogue at once. A retired benefit answers 409.`,
    params: consoleBenefitParamsSchema,
    body: benefitTermsPublicationSchema,
    responses: { 200: consoleBenefitTermsSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  consoleBenefitPreview: describe('consoleBenefitPreview', {
    tags: ['console'],
    summary:
      "The benefit as one of the client's people sees it: the answer of their own `GET /benefit/{id}/with-selection`",
    description: `${operator} ${asEmployee} A retired benefit answers 404 with the removed message.`,
    params: consoleBenefitPreviewParamsSchema,
    responses: { 200: consoleBenefitPreviewSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  consoleBenefitPreviewCosts: describe('consoleBenefitPreviewCosts', {
    tags: ['console'],
    summary:
      "What a value or plan of the benefit costs one of the client's people: the answer of their own `POST /selections/costs`",
    description: `${operator} ${asEmployee} Values outside a field's limits answer 400 naming the field (\`values.hireValue\`); a person whose HR record is not set up answers 409.`,
    params: consoleBenefitPreviewParamsSchema,
    body: consoleBenefitPreviewCostsSchema,
    responses: { 200: costsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
