import { benefitIdParamsSchema } from '../benefits.ts';
import { describe, documentFile, errorResponses } from '../endpoint.ts';
import {
  benefitSelectionResponseSchema,
  claimIdParamsSchema,
  claimSchema,
  costsRequestSchema,
  costsResponseSchema,
  createSelectionRequestSchema,
  employeeSelectionsParamsSchema,
  employeeSelectionsResponseSchema,
  selectionChangeResponseSchema,
  selectionIdParamsSchema,
  updateSelectionRequestSchema,
} from '../selections.ts';

const own =
  "The signed-in employee's own (a masquerading administrator's acted-as employee), in the tenant's scheme year.";
/** 400 names the field; 404 an unknown, another employee's or another tenant's id; 409 a stale version. */
const changeRefusals = errorResponses(400, 401, 403, 404, 409);

export const selectionsEndpoints = {
  benefitSelection: describe('benefitSelection', {
    tags: ['selections'],
    summary: "The employee's selection of a benefit, its history, the people it may cover and its claims",
    description: own,
    params: benefitIdParamsSchema,
    responses: { 200: benefitSelectionResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  createSelection: describe('createSelection', {
    tags: ['selections'],
    summary: 'Starts a selection, a reapply or a change (a new version); may submit it at once',
    description: `${own} Refused outside the enrolment window or a life event's window, for a benefit the employee may not have, or when a proposal already exists (PATCH it instead).`,
    params: benefitIdParamsSchema,
    body: createSelectionRequestSchema,
    responses: { 201: selectionChangeResponseSchema, ...changeRefusals },
  }),
  updateSelection: describe('updateSelection', {
    tags: ['selections'],
    summary: 'Saves values, submits, or opts out (status opted-out) of a selection',
    description: `${own} Each change is one transaction; a stale version answers 409 and nothing is written.`,
    params: selectionIdParamsSchema,
    body: updateSelectionRequestSchema,
    responses: { 200: selectionChangeResponseSchema, ...changeRefusals },
  }),
  selectionCosts: describe('selectionCosts', {
    tags: ['selections'],
    summary: 'What a choice costs the employee after tax and National Insurance, per month and per year',
    description: `${own} Values outside a field's limits answer 400 naming the field.`,
    body: costsRequestSchema,
    responses: { 200: costsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  makeClaim: describe('makeClaim', {
    tags: ['selections'],
    summary: 'Makes a claim on a claimable benefit: amount, treatment date, description and a receipt',
    description:
      'Multipart form data: the fields `amount`, `treatmentDate`, `description` and one file `receipt` (PDF, JPEG or PNG of up to 10 MB, recognised by its content). The selection must be approved.',
    params: selectionIdParamsSchema,
    responses: { 201: claimSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
  }),
  claimReceipt: describe('claimReceipt', {
    tags: ['selections'],
    summary: "A claim's receipt, as it was uploaded (the claimant's own)",
    params: claimIdParamsSchema,
    responses: { 200: null, ...errorResponses(400, 401, 403, 404) },
    file: documentFile,
  }),
  employeeSelections: describe('employeeSelections', {
    tags: ['selections'],
    summary: "An employee's selections of the current scheme year, for their employer",
    params: employeeSelectionsParamsSchema,
    responses: { 200: employeeSelectionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
