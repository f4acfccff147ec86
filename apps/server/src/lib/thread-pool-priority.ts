/**
 * The web process's libuv pool threads (argon2id's hashes above all, also compression and file reads) run at a
 * lower CPU priority than the event loop: Linux's nice, which applies to one thread when given its id. On a small
 * machine a morning of sign-ins otherwise takes both cores for its hashes while every request in flight waits
 * for its turn on the CPU; this way a hash waits a moment instead. The hash itself is unchanged. Elsewhere than
 * Linux nothing changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';

/** Nice 10: the pool gets about a tenth of a core's share while the event loop wants the CPU, all of it otherwise. */
export const POOL_THREAD_NICE = 10;

const TASKS = '/proc/self/task';

/** Lowers the priority of the pool's threads; the number of threads lowered. */
export async function lowerThreadPoolPriority(nice = POOL_THREAD_NICE): Promise<number> {
  if (process.platform !== 'linux' || !fs.existsSync(TASKS)) return 0;
  // libuv starts its pool with the first job given to it: a tiny one makes sure the threads exist.
  await new Promise((resolve) => zlib.gzip(Buffer.alloc(1), resolve));
  let lowered = 0;
  for (const id of fs.readdirSync(TASKS)) {
    const name = fs.readFileSync(`${TASKS}/${id}/comm`, 'utf8').trim();
    if (name !== 'libuv-worker') continue;
    os.setPriority(Number(id), nice);
    lowered += 1;
  }
  return lowered;
}
