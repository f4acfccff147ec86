/** OpenAPI document generated from the routes' zod schemas, with its UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { typeNullableReferences } from '../lib/openapi-nullable.ts';
import { SECURITY_SCHEMES } from '../lib/openapi-security.ts';

export const DOCS_PREFIX = '/api/docs';

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Benefits portal API', version: '0.1.0' },
        // Each tenant is its own host (acme.portal.example): the API is on the host the document came from.
        servers: [{ url: '/', description: "The tenant's own host, that served this document" }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => typeNullableReferences(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The UI loads only its own scripts, so script-src stays 'self'; it does write inline styles, which
      // the site-wide policy would block on these pages only.
      transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);
