import { assetParamsSchema } from '../assets.ts';
import { describe, errorResponses } from '../endpoint.ts';
import { themeLookupParamsSchema, themeSchema } from '../theme.ts';

export const themeEndpoints = {
  theme: describe('theme', {
    tags: ['theme'],
    summary: "The theme of the host's tenant, or the default theme",
    responses: { 200: themeSchema },
  }),
  themeByDomain: describe('themeByDomain', {
    tags: ['theme'],
    summary: 'The theme of the tenant that a domain names (its first label), or the default theme',
    params: themeLookupParamsSchema,
    responses: { 200: themeSchema },
  }),
  asset: describe('asset', {
    tags: ['assets'],
    summary: "A tenant's stored file, such as its logo",
    description: 'Answers the file (with an ETag; 304 when If-None-Match matches), or 404 { message }.',
    params: assetParamsSchema,
    responses: { 200: null, 304: null, ...errorResponses(404) },
    file: { types: ['image/*'], publicAsset: true },
  }),
};
