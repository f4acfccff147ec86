import { benefitInputSchema } from '../benefit-import.ts';
import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleBenefitGroupInputSchema,
  consoleBenefitGroupOrderSchema,
  consoleBenefitGroupParamsSchema,
  consoleBenefitGroupRenameSchema,
  consoleBenefitParamsSchema,
  consoleBenefitRetirementSchema,
  consoleBenefitSchema,
  consoleBenefitTemplatesSchema,
  consoleCatalogueSchema,
} from '../console-catalogue.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operator =
  "Platform administrators with two-factor passed, on the platform host. A slug that names no client, or an id that is not one of its current year's benefits, answers 404.";
const checked =
  "The benefit is checked by the import's rules (docs/benefits-import.md): each problem answers 400 by its field (`body.fields.0.maximum`) and nothing is saved.";
const audited =
  'The change and its audit row (before and after) are written together; every server forgets the catalogue at once.';

export const consoleCatalogueEndpoints = {
  consoleCatalogue: describe('consoleCatalogue', {
    tags: ['console'],
    summary: "A client's benefits of its current scheme year, as `benefits list` shows them",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleCatalogueSchema, ...errorResponses(401, 403, 404) },
  }),
  consoleBenefitTemplates: describe('consoleBenefitTemplates', {
    tags: ['console'],
    summary: "The demo catalogue's benefits as import documents, to copy into the client",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleBenefitTemplatesSchema, ...errorResponses(401, 403, 404) },
  }),
  addConsoleBenefit: describe('addConsoleBenefit', {
    tags: ['console'],
    summary: "Adds a benefit to the client's current scheme year, as `benefits add` does",
    description: `${operator} ${checked} A name the year already has answers 400 by \`body.name\`; a client without a current scheme year answers 409. ${audited}`,
    params: clientSlugParamsSchema,
    body: benefitInputSchema,
    responses: { 201: consoleBenefitSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  consoleBenefit: describe('consoleBenefit', {
    tags: ['console'],
    summary: 'One benefit of the client as its import document',
    description: operator,
    params: consoleBenefitParamsSchema,
    responses: { 200: consoleBenefitSchema, ...errorResponses(401, 403, 404) },
  }),
  saveConsoleBenefit: describe('saveConsoleBenefit', {
    tags: ['console'],
    summary: 'Replaces a benefit by its edited import document',
    description: `${operator} ${checked} A plan keeps its \`id\`; a plan without one (or with a new id the console chose) is added; a plan left out is removed unless an employee's selection names it (400 by \`body.plans\`). Its kind stays while any selection of it exists (400 by \`body.kind\`), and its terms change only by a new version, published separately. A retired benefit answers 409. ${audited}`,
    params: consoleBenefitParamsSchema,
    body: benefitInputSchema,
    responses: { 200: consoleBenefitSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  retireConsoleBenefit: describe('retireConsoleBenefit', {
    tags: ['console'],
    summary: 'Retires a benefit, with a reason: its page answers the removed message from now on',
    description: `${operator} A benefit already retired answers 409. ${audited}`,
    params: consoleBenefitParamsSchema,
    body: consoleBenefitRetirementSchema,
    responses: { 200: consoleCatalogueSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  addConsoleBenefitGroup: describe('addConsoleBenefitGroup', {
    tags: ['console'],
    summary: 'Adds a benefit group to the client, last in its order',
    description: `${operator} The code follows the import's rule; a code the client already has answers 400 by \`body.code\`. ${audited}`,
    params: clientSlugParamsSchema,
    body: consoleBenefitGroupInputSchema,
    responses: { 201: consoleCatalogueSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  renameConsoleBenefitGroup: describe('renameConsoleBenefitGroup', {
    tags: ['console'],
    summary: 'Renames a benefit group: employees see the new name at once',
    description: `${operator} A code the client has no group of answers 404. ${audited}`,
    params: consoleBenefitGroupParamsSchema,
    body: consoleBenefitGroupRenameSchema,
    responses: { 200: consoleCatalogueSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  reorderConsoleBenefitGroups: describe('reorderConsoleBenefitGroups', {
    tags: ['console'],
    summary: "Puts the client's benefit groups in a new order",
    description: `${operator} The codes must name every group of the client once (400 by \`body.codes\`). ${audited}`,
    params: clientSlugParamsSchema,
    body: consoleBenefitGroupOrderSchema,
    responses: { 200: consoleCatalogueSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
