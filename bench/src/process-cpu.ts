/**
 * CPU time of a process from /proc (Linux), so that a load's cost can be told per request: on a machine shared
 * with other work, requests a second follow what the others leave, while CPU a request follows our code.
 */
import fs from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the name in parentheses (which may hold spaces): state is the first.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User and system CPU the process has used so far, in milliseconds. */
export function cpuMilliseconds(pid: number): number {
  const fields = statFields(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The portal's web process (apps/server/src/server.ts) under the supervisor started as `portalPid`. */
export function webProcessOf(portalPid: number): number {
  const web = childrenOf(portalPid).find((pid) => {
    try {
      return roleOf(pid, portalPid) === 'web';
    } catch {
      return false; // gone meanwhile
    }
  });
  if (web === undefined) throw new Error(`no web process under ${portalPid}`);
  return web;
}

/** Who a process of the portal is, from its command line. */
export type PortalRole = 'web' | 'worker' | 'database' | 'supervisor';

function roleOf(pid: number, rootPid: number): PortalRole {
  if (pid === rootPid) return 'supervisor';
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (command.includes('apps/server/src/server.ts')) return 'web';
  if (command.includes('apps/server/src/worker.ts')) return 'worker';
  return 'database';
}

/** The processes directly under `pid` (from each of its threads' children list), or none once it has gone. */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The process and every process under it, as they are now. */
export function processTree(rootPid: number): number[] {
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...childrenOf(pid));
  }
  return tree;
}

/** CPU used so far by the process and every process under it, in ms, by role (web, worker, PostgreSQL). */
export function treeCpuByRole(rootPid: number): Record<PortalRole, number> {
  const used: Record<PortalRole, number> = { web: 0, worker: 0, database: 0, supervisor: 0 };
  for (const pid of processTree(rootPid)) {
    try {
      used[roleOf(pid, rootPid)] += cpuMilliseconds(pid);
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

/** Runs `load` and tells the CPU the process used meanwhile, in milliseconds per request. */
export async function withCpu<T extends { requests: number }>(
  pid: number | undefined,
  load: () => Promise<T>,
): Promise<T & { cpuMsPerRequest: number | null }> {
  const before = pid === undefined ? 0 : cpuMilliseconds(pid);
  const result = await load();
  const used = pid === undefined ? null : cpuMilliseconds(pid) - before;
  return { ...result, cpuMsPerRequest: used === null ? null : used / Math.max(1, result.requests) };
}
