import multipart from '@fastify/multipart';
import { endpoints, THEME_IMAGE_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/endpoint-route.ts';
import { readDocumentUpload } from '../../lib/uploaded-document.ts';
import { consoleActor, consoleClient } from '../console/index.ts';
import {
  consoleTheme,
  saveConsoleTheme,
  storeThemeImage,
  type ConsoleThemeDeps,
} from './console-theme.service.ts';

const operator = { access: 'operator' as const };

export function consoleThemeRoutes(deps: ConsoleThemeDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      // One byte over the cap, so that an oversized file is seen as truncated and refused by its size.
      limits: { fileSize: THEME_IMAGE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 256, parts: 3 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.consoleTheme, {
      config: operator,
      handler: async (request) => consoleTheme(db, await consoleClient(request)),
    });
    addRoute(app, endpoints.saveConsoleTheme, {
      config: operator,
      handler: async (request) =>
        saveConsoleTheme(deps, {
          actor: consoleActor(request),
          client: await consoleClient(request),
          change: request.body,
        }),
    });
    addRoute(app, endpoints.uploadThemeImage, {
      config: operator,
      handler: async (request, reply) => {
        const client = await consoleClient(request);
        if (!request.isMultipart()) {
          reply.code(400);
          return { message: 'Send the image as multipart form data' };
        }
        const { file } = await readDocumentUpload(request, 'file');
        const image = await storeThemeImage(db, client, request.params.kind, file);
        reply.code(201);
        return image;
      },
    });
  };
}
