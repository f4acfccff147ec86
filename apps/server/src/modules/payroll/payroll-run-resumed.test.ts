/**
 * A payroll run whose worker was killed in the middle of it (issue 34): the run row it left `running` must not
 * hold the period for ever. While the run may still be alive it is left alone; once it has shown no sign of life
 * for five minutes the next run (the job's retry, the next morning's schedule, the CLI) takes the period over and
 * finishes it, and the ledger holds each line once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payrollLines, payrollRuns } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { MINUTE, testClock } from '../../../test/auth-helpers.ts';
import { createTestDatabase, seedDemo } from '../../../test/harness.ts';
import { runPayroll } from './payroll-run.ts';

const demo = CLIENT_IDS.demo;
const time = testClock('2026-11-24T10:00:00.000Z');
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  close = handle.close;
  await seedDemo(db);
  // November is paid on the 30th: from 1 December it can be run, and nothing has run it yet.
  time.advance(7 * 24 * 60 * MINUTE);
});
afterAll(() => close());

const november = { clientId: demo, period: '2026-11', trigger: 'test' as const, batchSize: 7 };
const deps = () => ({ db, clock: time.clock });
const runsOfNovember = () =>
  db
    .select({ status: payrollRuns.status })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.clientId, demo), eq(payrollRuns.period, '2026-11')))
    .orderBy(payrollRuns.startedAt);
const novemberLedger = async () =>
  (
    await db
      .select({
        lines: sql<number>`count(*)::int`,
        keys: sql<number>`count(distinct (${payrollLines.userId}, ${payrollLines.benefitId}))::int`,
      })
      .from(payrollLines)
      .where(and(eq(payrollLines.clientId, demo), eq(payrollLines.period, '2026-11')))
  )[0]!;

describe('a payroll run whose worker died in the middle of it', () => {
  it('is taken over once it has shown no sign of life for five minutes, and the ledger holds each line once', async () => {
    // The worker is killed after its first batch: that batch is committed, its run still says `running`
    // (a kill runs no clean-up; here the first batch's progress report stops the run, and its row is put back).
    const killed = new Error('killed');
    await expect(
      runPayroll(deps(), {
        ...november,
        onProgress: () => {
          throw killed;
        },
      }),
    ).rejects.toBe(killed);
    await db
      .update(payrollRuns)
      .set({ status: 'running', finishedAt: null })
      .where(and(eq(payrollRuns.clientId, demo), eq(payrollRuns.period, '2026-11')));
    const partly = await novemberLedger();
    expect(partly.lines).toBeGreaterThan(0);

    // A minute later it might still be at work: refused, nothing written.
    time.advance(MINUTE);
    expect(await runPayroll(deps(), november)).toEqual({
      ok: false,
      message: 'A run of November 2026 is already at work; try again when it ends.',
    });
    expect(await novemberLedger()).toEqual(partly);

    // Five minutes without a sign of life: the retry takes it over and finishes the month.
    time.advance(5 * MINUTE);
    const resumed = await runPayroll(deps(), november);
    expect(resumed).toMatchObject({ ok: true, label: 'November 2026' });
    expect(await runsOfNovember()).toEqual([{ status: 'failed' }, { status: 'completed' }]);
    const ledger = await novemberLedger();
    expect(ledger.lines).toBe(partly.lines + (resumed.ok ? resumed.linesWritten : 0));
    // Each person's benefit once: no line of the first batch written again.
    expect(ledger.lines).toBe(ledger.keys);
    expect(await runPayroll(deps(), november)).toMatchObject({ ok: true, linesWritten: 0 });
  });
});
