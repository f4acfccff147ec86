import { describe, expect, it } from 'vitest';
import { createNextRuns } from './next-run.ts';

/** A task whose runs are counted and finish when told. */
function gate() {
  const runs: { startedAt: number; finish: (value: number) => void }[] = [];
  let clock = 0;
  return {
    runs,
    tick: () => (clock += 1),
    task: () => new Promise<number>((resolve) => runs.push({ startedAt: clock, finish: resolve })),
  };
}

describe('createNextRuns', () => {
  it('gives each caller a run that started after it asked, sharing one run among those who wait', async () => {
    const nextRun = createNextRuns<number>();
    const { runs, task, tick } = gate();
    const first = nextRun('a', task);
    tick();
    const waiting = [nextRun('a', task), nextRun('a', task), nextRun('a', task)];
    expect(runs).toHaveLength(1);
    runs[0]!.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.startedAt).toBe(1); // after the waiting callers asked
    tick();
    const later = nextRun('a', task); // asks while the second run runs: it needs a third
    runs[1]!.finish(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    await Promise.resolve();
    expect(runs).toHaveLength(3);
    runs[2]!.finish(3);
    expect(await later).toBe(3);
  });

  it('keeps keys apart, starts afresh once idle, and passes a failure to its callers only', async () => {
    const nextRun = createNextRuns<number>();
    const { runs, task } = gate();
    const a = nextRun('a', task);
    const b = nextRun('b', task);
    expect(runs).toHaveLength(2);
    runs[0]!.finish(10);
    runs[1]!.finish(20);
    expect([await a, await b]).toEqual([10, 20]);
    const failing = nextRun('a', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    const again = nextRun('a', task);
    runs[2]!.finish(30);
    expect(await again).toBe(30);
  });
});
