/**
 * The pool's threads at a lower priority than the event loop, in a process of its own (the test runner's own
 * threads are left as they are): every libuv pool thread at nice 10, the main thread and V8's threads unchanged.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const script = `
import fs from 'node:fs';
import os from 'node:os';
import { lowerThreadPoolPriority } from ${JSON.stringify(new URL('./thread-pool-priority.ts', import.meta.url).href)};
const lowered = await lowerThreadPoolPriority();
const threads = fs.readdirSync('/proc/self/task').map((id) => ({
  name: fs.readFileSync('/proc/self/task/' + id + '/comm', 'utf8').trim(),
  nice: os.getPriority(Number(id)),
}));
console.log(JSON.stringify({ lowered, threads }));
`;

describe('the libuv pool at a lower priority', () => {
  it('lowers each pool thread to nice 10 and leaves the event loop and V8 as they were', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, UV_THREADPOOL_SIZE: '3' },
    });
    expect(run.stderr).toBe('');
    const { lowered, threads } = JSON.parse(run.stdout) as {
      lowered: number;
      threads: { name: string; nice: number }[];
    };
    const pool = threads.filter((thread) => thread.name === 'libuv-worker');
    expect(lowered).toBe(3);
    expect(pool.map((thread) => thread.nice)).toEqual([10, 10, 10]);
    expect(threads.find((thread) => thread.name === 'MainThread')?.nice).toBe(0);
    expect(threads.filter((thread) => thread.name !== 'libuv-worker').every((t) => t.nice === 0)).toBe(true);
  });
});
