import {
  consoleContentChangeSchema,
  consoleContentSchema,
  policyParamsSchema,
  policyPublicationSchema,
} from '../console-content.ts';
import { contentPageSchema } from '../content.ts';
import { clientSlugParamsSchema } from '../console.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operator =
  'Platform administrators with two-factor passed, on the platform host. A slug that names no client answers 404.';

export const consoleContentEndpoints = {
  consoleContent: describe('consoleContent', {
    tags: ['console'],
    summary: "A client's content document (as `npm run content -- export` writes it) and current policies",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleContentSchema, ...errorResponses(401, 403, 404) },
  }),
  saveConsoleContent: describe('saveConsoleContent', {
    tags: ['console'],
    summary: "Replaces a client's content with a content document (as `npm run content -- import` does)",
    description: `${operator} The document is checked whole first: every problem answers 400 in \`errors\` (field: its JSON path), HTML with script included, and nothing is changed. A document that publishes a changed policy needs a reason. The change and its audit row are written together.`,
    params: clientSlugParamsSchema,
    body: consoleContentChangeSchema,
    responses: { 200: consoleContentSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  publishPolicy: describe('publishPolicy', {
    tags: ['console'],
    summary: 'Publishes a new version of the terms, the privacy statement or the cookie policy',
    description: `${operator} The HTML is sanitised when stored; HTML with script answers 400 by the field. New terms send every user of the client to the new-terms screen at their next visit. Needs a reason, kept in the audit row written with the version.`,
    params: policyParamsSchema,
    body: policyPublicationSchema,
    responses: { 201: contentPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
