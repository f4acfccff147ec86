import multipart from '@fastify/multipart';
import { ROSTER_COLUMNS } from '@portal/benefits';
import { endpoints, ROSTER_UPLOAD_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { REPORT_CONTENT_TYPES, reportStream, sendReportFile } from '../../lib/report-file.ts';
import { readDocumentUpload } from '../../lib/uploaded-document.ts';
import { principalOf } from '../../plugins/auth.ts';
import { discardRosterUpload, rosterUploadOf, stageRosterUpload } from './uploads.service.ts';

const uploader = { access: 'employer' as const, clientParam: 'clientId', permission: 'uploads' as const };
/** The upload's own paths name no client: the upload must be the signed-in tenant's. */
const ownUpload = { access: 'employer' as const, permission: 'uploads' as const };

type Example = Record<string, string>;
const TEMPLATE_COLUMNS = ROSTER_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: Example) => row[column.key] ?? '',
}));
const EXAMPLE: Example = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column.key, column.example]));

/** Uploads: the roster template (headers and one example row), a file read into a preview, and the preview. */
export function uploadsRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: ROSTER_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_024, parts: 6 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    addRoute(app, endpoints.createDataLoad, {
      config: uploader,
      handler: async (request, reply) => {
        const { file } = await readDocumentUpload(request, 'file');
        const upload = await stageRosterUpload(db, clock, principalOf(request), file);
        reply.code(201);
        return upload;
      },
    });
    addRoute(app, endpoints.rosterUpload, {
      config: ownUpload,
      handler: (request) =>
        rosterUploadOf(db, principalOf(request).clientId, request.params.uploadId, request.query.page),
    });
    addRoute(app, endpoints.discardRosterUpload, {
      config: ownUpload,
      handler: (request) =>
        discardRosterUpload(db, clock, principalOf(request).clientId, request.params.uploadId),
    });
    addRoute(app, endpoints.dataLoadTemplate, {
      config: uploader,
      handler: async (request, reply) => {
        const { format } = request.query;
        const { tenant } = principalOf(request);
        return sendReportFile(reply, {
          fileName: `${tenant.slug}-roster-template.${format}`,
          contentType: REPORT_CONTENT_TYPES[format],
          body: reportStream(
            format,
            'Roster',
            TEMPLATE_COLUMNS,
            (async function* example() {
              yield [EXAMPLE];
            })(),
          ),
        });
      },
    });
  };
}
