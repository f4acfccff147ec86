import multipart from '@fastify/multipart';
import { ROSTER_COLUMNS } from '@portal/benefits';
import { endpoints, ROSTER_UPLOAD_MAX_BYTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { sendDownload } from '../../lib/download.ts';
import { REPORT_CONTENT_TYPES, reportStream } from '../../lib/report-file.ts';
import { readDocumentUpload } from '../../lib/uploaded-document.ts';
import { principalOf } from '../../plugins/auth.ts';
import { sendActivation, type AccountDeps } from '../account/index.ts';
import { confirmUpload, lastUpload, undoUpload } from './roster-changes.ts';
import { eligibilityDifferenceOf, rosterChangesOf } from './upload-lists.ts';
import {
  discardRosterUpload,
  rejectedRowsFile,
  rosterUploadOf,
  startRosterUpload,
} from './uploads.service.ts';

const uploader = { access: 'employer' as const, clientParam: 'clientId', permission: 'uploads' as const };
/** The upload's own paths name no client: the upload must be the signed-in tenant's. */
const ownUpload = { access: 'employer' as const, permission: 'uploads' as const };

type Example = Record<string, string>;
const TEMPLATE_COLUMNS = ROSTER_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: Example) => row[column.key] ?? '',
}));
const EXAMPLE: Example = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column.key, column.example]));

export interface UploadsDeps {
  db: Database;
  clock: Clock;
  jobs: Jobs;
  accounts: AccountDeps;
  /** Called after the roster changed, for each person whose record the catalogue may remember. */
  forgetEmployee(userId: string): void;
}

/**
 * Uploads: the roster template (headers and one example row), a file taken to be checked into a preview, the
 * upload (its progress, then its preview), and
 * what is done with it (confirm, discard, undo, the rejected rows), and when the roster last changed by one.
 */
export function uploadsRoutes({ db, clock, jobs, accounts, forgetEmployee }: UploadsDeps) {
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
        const upload = await startRosterUpload(db, jobs, clock, principalOf(request), file);
        reply.code(202);
        return upload;
      },
    });
    addRoute(app, endpoints.rosterUpload, {
      config: ownUpload,
      handler: (request) =>
        rosterUploadOf(db, principalOf(request).clientId, request.params.uploadId, request.query.page),
    });
    addRoute(app, endpoints.confirmRosterUpload, {
      config: ownUpload,
      handler: async (request) => {
        const principal = principalOf(request);
        const { uploadId } = request.params;
        const done = await confirmUpload(db, clock, principal.clientId, uploadId, request.body);
        for (const userId of done.changed) forgetEmployee(userId);
        // After the commit, through the outbox: a new starter is e-mailed only once they are on the roster.
        if (request.body.sendWelcomeEmails) {
          for (const person of done.added) await sendActivation(accounts, principal.tenant, person);
        }
        return rosterUploadOf(db, principal.clientId, uploadId, 1);
      },
    });
    addRoute(app, endpoints.undoRosterUpload, {
      config: ownUpload,
      handler: async (request) => {
        const { clientId } = principalOf(request);
        const touched = await undoUpload(db, clock, clientId, request.params.uploadId);
        for (const userId of touched) forgetEmployee(userId);
        return rosterUploadOf(db, clientId, request.params.uploadId, 1);
      },
    });
    addRoute(app, endpoints.rejectedRows, {
      config: ownUpload,
      handler: async (request, reply) => {
        const { clientId, tenant } = principalOf(request);
        const file = await rejectedRowsFile(
          db,
          clientId,
          tenant.slug,
          request.params.uploadId,
          request.query.format,
        );
        return sendDownload(reply, file);
      },
    });
    addRoute(app, endpoints.rosterChanges, {
      config: ownUpload,
      handler: (request) =>
        rosterChangesOf(db, principalOf(request).clientId, request.params.uploadId, request.query),
    });
    addRoute(app, endpoints.eligibilityDifference, {
      config: ownUpload,
      handler: (request) =>
        eligibilityDifferenceOf(
          db,
          principalOf(request).clientId,
          request.params.uploadId,
          request.query.page,
        ),
    });
    addRoute(app, endpoints.lastRosterUpload, {
      config: uploader,
      handler: (request) => lastUpload(db, principalOf(request).clientId),
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
        return sendDownload(reply, {
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
