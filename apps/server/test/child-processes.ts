/** Process trees on Linux, read from /proc: for tests and the bench that kill one process of the portal. */
import fs from 'node:fs';

/** The processes whose parent is `pid`, with their command lines. */
export function childProcessesOf(pid: number): { pid: number; command: string }[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== pid) return [];
        const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [{ pid: Number(entry), command }];
      } catch {
        return [];
      }
    });
}
