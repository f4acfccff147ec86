/**
 * Large reports built in the background (issue 20): the employer asks for a file (one report, or several as a
 * ZIP); a pg-boss job writes it as the report streams, in chunks of about a megabyte kept in the database with
 * the people written so far, which the page polls; the finished file then streams back from its chunks. A
 * build is kept a day; a tenant's expired builds are forgotten when it asks for the next one.
 */
import type { ReportBuild, ReportBuildRequest } from '@portal/contracts';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { inTurn } from '../../db/in-turn.ts';
import type { reportBuilds } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Attempt, Jobs } from '../../lib/jobs/index.ts';
import type { ReportFile } from '../../lib/report-file.ts';
import { REPORT_CONTENT_TYPES } from '../../lib/report-file.ts';
import {
  buildToRun,
  chunkOf,
  endBuild,
  findBuild,
  insertBuild,
  keepChunk,
  purgeExpiredBuilds,
  restartBuild,
  sameBuild,
} from './report-builds.repository.ts';
import { reportBuildsQueue } from './report-builds-queue.ts';
import { fileNameOf, reportsFile, zipFileName } from './report-files.ts';
import { reportsNamed, type Tenant } from './reports.service.ts';

const KEEP_MS = 24 * 60 * 60 * 1000;
const CHUNK_BYTES = 1024 * 1024;
/** A finished build of the same file made this recently is answered rather than built again. */
const SAME_BUILD_WITHIN_MS = 60 * 1000;
export const NO_SUCH_BUILD = 'That report file does not exist, or it has expired: ask for it again';
export const BUILD_NOT_READY = 'That report file is not ready yet';
export const BUILD_FAILED = 'The report could not be built; please try again';

function present(build: typeof reportBuilds.$inferSelect): ReportBuild {
  return {
    id: build.id,
    status: build.status,
    // The runs' count is an estimate (leavers paid last month are written too): never past the whole.
    progress: { done: Math.min(build.progressDone, build.progressTotal), total: build.progressTotal },
    fileName: build.fileName,
    failure: build.failure,
  };
}

export async function startReportBuild(
  db: Database,
  jobs: Jobs,
  clock: Clock,
  principal: { tenant: Tenant; userId: string },
  request: ReportBuildRequest,
): Promise<ReportBuild> {
  const { tenant } = principal;
  const reports = await reportsNamed(db, tenant.id, request.ids);
  const now = clock();
  await purgeExpiredBuilds(db, tenant.id, now);
  const single = reports.length === 1 ? reports[0]! : null;
  const wanted = {
    clientId: tenant.id,
    requestedBy: principal.userId,
    reportIds: reports.map((report) => report.id),
    format: request.format,
    layout: request.layout,
  };
  // One person's builds take turns: the same file asked for again while it is built, or just after (a double
  // click), is the same build.
  const build = await inTurn(db, ['report-build', tenant.id, principal.userId], async (tx) => {
    const same = await sameBuild(tx, wanted, new Date(now.getTime() - SAME_BUILD_WITHIN_MS));
    if (same) return same;
    const made = await insertBuild(tx, {
      ...wanted,
      status: 'building',
      progressTotal: reports.reduce((sum, report) => sum + report.people, 0),
      fileName: single
        ? fileNameOf(tenant.slug, single, request.format, request.layout)
        : zipFileName(tenant.slug, clock),
      contentType: single ? REPORT_CONTENT_TYPES[request.format] : 'application/zip',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + KEEP_MS),
    });
    await jobs.send(reportBuildsQueue, { buildId: made.id }, { tx });
    return made;
  });
  return present(build);
}

export async function reportBuildOf(db: Database, clientId: string, buildId: string, now: Date) {
  const build = await findBuild(db, clientId, buildId);
  if (!build || build.expiresAt < now) throw new HttpError(404, NO_SUCH_BUILD);
  return build;
}

export async function reportBuildStatus(db: Database, clock: Clock, clientId: string, buildId: string) {
  return present(await reportBuildOf(db, clientId, buildId, clock()));
}

/** The job: writes the file into chunks as the report streams, with the progress. */
export async function buildReport(db: Database, clock: Clock, buildId: string, attempt: Attempt) {
  const build = await buildToRun(db, buildId);
  if (!build) return; // finished or gone
  try {
    await restartBuild(db, buildId);
    const tenant = { id: build.clientId, slug: build.slug };
    const reports = await reportsNamed(db, tenant.id, build.reportIds);
    let done = 0;
    const choice = { format: build.format, layout: build.layout };
    const file = reportsFile(db, clock, tenant, reports, choice, (people) => {
      done += people;
    });
    let seq = 0;
    let pending: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      if (size === 0) return;
      await keepChunk(db, buildId, seq, Buffer.concat(pending), done);
      seq += 1;
      pending = [];
      size = 0;
    };
    for await (const piece of file.body) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
      pending.push(bytes);
      size += bytes.length;
      if (size >= CHUNK_BYTES) await flush();
    }
    await flush();
    await endBuild(db, buildId, { status: 'ready', progressDone: build.progressTotal }, clock());
  } catch (error) {
    if (attempt.final) await endBuild(db, buildId, { status: 'failed', failure: BUILD_FAILED }, clock());
    throw error;
  }
}

/** A ready build's file, read back a chunk at a time. */
export async function builtFile(
  db: Database,
  clock: Clock,
  clientId: string,
  buildId: string,
): Promise<ReportFile> {
  const build = await reportBuildOf(db, clientId, buildId, clock());
  if (build.status !== 'ready') throw new HttpError(409, BUILD_NOT_READY);
  return {
    fileName: build.fileName,
    contentType: build.contentType,
    body: Readable.from(
      (async function* chunks() {
        for (let seq = 0; ; seq += 1) {
          const chunk = await chunkOf(db, buildId, seq);
          if (!chunk) return;
          yield chunk;
        }
      })(),
    ),
  };
}
