import {
  consoleThemeChangeSchema,
  consoleThemeSchema,
  themeImageParamsSchema,
  themeImageSchema,
} from '../console-theme.ts';
import { clientSlugParamsSchema } from '../console.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operator =
  'Platform administrators with two-factor passed, on the platform host. A slug that names no client answers 404.';

export const consoleThemeEndpoints = {
  consoleTheme: describe('consoleTheme', {
    tags: ['console'],
    summary: "A client's theme, for the theme editor",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleThemeSchema, ...errorResponses(401, 403, 404) },
  }),
  saveConsoleTheme: describe('saveConsoleTheme', {
    tags: ['console'],
    summary: "Saves and publishes a client's theme at once (every server drops its cached copy)",
    description: `${operator} A colour that does not reach 4.5:1 against white answers 400 with the nearest colour that does; an image address that is not one of the client's stored images or a default logo answers 400. The change and its audit row (before and after) are written together.`,
    params: clientSlugParamsSchema,
    body: consoleThemeChangeSchema,
    responses: { 200: consoleThemeSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  uploadThemeImage: describe('uploadThemeImage', {
    tags: ['console'],
    summary: 'Stores a logo or avatar set image for a client; the theme uses it once saved with it',
    description: `${operator} Multipart form data with one file \`file\`: PNG, JPEG, WebP or SVG, recognised by its content (an SVG with script, event handlers or embedded content is refused), at most 512 KiB; the client logo at most 150x38 px and the header logos at most 32 px high.`,
    params: themeImageParamsSchema,
    responses: { 201: themeImageSchema, ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
