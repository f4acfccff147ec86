/**
 * A payroll run's own row (`payroll_runs`): started, kept alive batch by batch, finished. Every query is scoped by
 * `client_id`. The row is what keeps one run of a period at a time, so one that a stopped worker left behind is
 * taken over here.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';

/**
 * A run that has shown no sign of life for this long was left by a worker that stopped in the middle of it
 * (killed, crashed, its machine gone): a batch of a thousand employees takes about a second.
 */
export const ABANDONED_RUN_MS = 5 * 60 * 1000;

/**
 * Starts a run of the period, or answers null while another is at work. A run left `running` by a worker that
 * stopped mid-way would hold the period's one running slot for ever (and its retry would be refused): once it
 * has shown no sign of life for ABANDONED_RUN_MS it is marked failed and this run does the period again from the
 * start; its committed batches are already in the ledger, and each batch writes only differences.
 */
export async function startRun(
  db: Database,
  values: { clientId: string; period: string; trigger: string; startedAt: Date },
): Promise<string | null> {
  await db
    .update(payrollRuns)
    .set({ status: 'failed', finishedAt: values.startedAt, updatedAt: values.startedAt })
    .where(
      and(
        eq(payrollRuns.clientId, values.clientId),
        eq(payrollRuns.period, values.period),
        eq(payrollRuns.status, 'running'),
        lt(payrollRuns.updatedAt, new Date(values.startedAt.getTime() - ABANDONED_RUN_MS)),
      ),
    );
  const [row] = await db
    .insert(payrollRuns)
    .values({ ...values, status: 'running', updatedAt: values.startedAt })
    .onConflictDoNothing()
    .returning({ id: payrollRuns.id });
  return row?.id ?? null;
}

/**
 * A batch's sign of life, first in its transaction: the run's row is locked until the batch commits, so a run
 * that takes this one over waits for it (and then sees it alive), or has taken it over first (and this answers
 * false: the batch must not be written).
 */
export async function runStillOurs(
  db: Database,
  run: { clientId: string; runId: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(payrollRuns)
    .set({ updatedAt: at })
    .where(
      and(
        eq(payrollRuns.clientId, run.clientId),
        eq(payrollRuns.id, run.runId),
        eq(payrollRuns.status, 'running'),
      ),
    )
    .returning({ id: payrollRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Database,
  runId: string,
  values: { status: 'completed' | 'failed'; finishedAt: Date; employees: number; linesWritten: number },
): Promise<void> {
  await db
    .update(payrollRuns)
    .set({ ...values, updatedAt: values.finishedAt })
    .where(eq(payrollRuns.id, runId));
}
