/** Report builds and their files' chunks (db/schema/reports.ts). */
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, reportBuildChunks, reportBuilds } from '../../db/schema/index.ts';

export function insertBuild(db: Database, build: typeof reportBuilds.$inferInsert) {
  return db
    .insert(reportBuilds)
    .values(build)
    .returning()
    .then((rows) => rows[0]!);
}

export async function findBuild(db: Database, clientId: string, buildId: string) {
  const [row] = await db
    .select()
    .from(reportBuilds)
    .where(and(eq(reportBuilds.clientId, clientId), eq(reportBuilds.id, buildId)));
  return row ?? null;
}

/**
 * The person's build of the same file (reports, format, layout) that is still being built, or was made at or
 * after `since` and did not fail; null if none.
 */
export async function sameBuild(
  db: Database,
  build: Pick<
    typeof reportBuilds.$inferInsert,
    'clientId' | 'requestedBy' | 'reportIds' | 'format' | 'layout'
  >,
  since: Date,
) {
  const [row] = await db
    .select()
    .from(reportBuilds)
    .where(
      and(
        eq(reportBuilds.clientId, build.clientId),
        eq(reportBuilds.requestedBy, build.requestedBy!),
        eq(reportBuilds.reportIds, build.reportIds),
        eq(reportBuilds.format, build.format),
        eq(reportBuilds.layout, build.layout),
        or(
          eq(reportBuilds.status, 'building'),
          and(eq(reportBuilds.status, 'ready'), gte(reportBuilds.createdAt, since)),
        ),
      ),
    )
    .orderBy(desc(reportBuilds.createdAt))
    .limit(1);
  return row ?? null;
}

/** A build still being built, with its tenant's slug (for the file's names). */
export async function buildToRun(db: Database, buildId: string) {
  const [row] = await db
    .select({ build: reportBuilds, slug: clients.slug })
    .from(reportBuilds)
    .innerJoin(clients, eq(clients.id, reportBuilds.clientId))
    .where(and(eq(reportBuilds.id, buildId), eq(reportBuilds.status, 'building')));
  return row ? { ...row.build, slug: row.slug } : null;
}

/** Forgets the tenant's builds that have expired, files and all. */
export function purgeExpiredBuilds(db: Database, clientId: string, now: Date) {
  return db
    .delete(reportBuilds)
    .where(and(eq(reportBuilds.clientId, clientId), lt(reportBuilds.expiresAt, now)));
}

/** Starts a build (again): no chunks, no progress. */
export async function restartBuild(db: Database, buildId: string) {
  await db.delete(reportBuildChunks).where(eq(reportBuildChunks.buildId, buildId));
  await db.update(reportBuilds).set({ progressDone: 0, bytes: 0 }).where(eq(reportBuilds.id, buildId));
}

/** Keeps the next chunk of the file and the progress so far, together. */
export async function keepChunk(db: Database, buildId: string, seq: number, content: Buffer, done: number) {
  await db.transaction(async (tx) => {
    await tx.insert(reportBuildChunks).values({ buildId, seq, content });
    await tx
      .update(reportBuilds)
      .set({ progressDone: done, bytes: sql`${reportBuilds.bytes} + ${content.length}` })
      .where(eq(reportBuilds.id, buildId));
  });
}

export function endBuild(
  db: Database,
  buildId: string,
  outcome: { status: 'ready'; progressDone: number } | { status: 'failed'; failure: string },
  at: Date,
) {
  return db
    .update(reportBuilds)
    .set({ ...outcome, updatedAt: at })
    .where(and(eq(reportBuilds.id, buildId), eq(reportBuilds.status, 'building')));
}

/** One chunk of a build's file. */
export async function chunkOf(db: Database, buildId: string, seq: number) {
  const [row] = await db
    .select({ content: reportBuildChunks.content })
    .from(reportBuildChunks)
    .where(and(eq(reportBuildChunks.buildId, buildId), eq(reportBuildChunks.seq, seq)));
  return row?.content ?? null;
}
